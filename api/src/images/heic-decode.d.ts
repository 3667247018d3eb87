/**
 * heic-decode's API as its README and code have it (index.js, lib.js). The published
 * @types/heic-decode leaves out the size each image of `all()` reports before decoding, which
 * is what lets a huge photo be refused before its pixels are allocated, and `dispose()`.
 */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeifImages extends Array<HeifImage> {
    /** Frees the decoder's WebAssembly memory; `all()` leaves that to the caller. */
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  }
  export default decode;
}
