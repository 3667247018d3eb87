import { AVAILABILITY, AVAILABILITY_LABELS } from '@vitrine/contract';

/** The options of every availability select (the row's, the form's, a combination's, the filter's), in the contract's order and words. */
export function AvailabilityOptions() {
  return AVAILABILITY.map((a) => (
    <option key={a} value={a}>
      {AVAILABILITY_LABELS[a]}
    </option>
  ));
}
