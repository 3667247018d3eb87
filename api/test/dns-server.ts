import dns2 from 'dns2';

const { Packet } = dns2;

/** A record of the test zone: an address, a CNAME to another name, or a TXT text. */
export type ZoneRecord = { A: string } | { AAAA: string } | { CNAME: string } | { TXT: string };

export interface TestDnsServer {
  /** host:port, as DNS_RESOLVERS takes it */
  address: string;
  /** Replaces what a name answers (no records: the name does not exist). */
  set: (name: string, records: ZoneRecord[]) => void;
  /** Answers SERVFAIL for every query until called with false. */
  failing: (on: boolean) => void;
  close: () => Promise<void>;
}

/**
 * A real authoritative-and-recursive-looking DNS server on loopback (UDP), for the custom-domain
 * checks: A/AAAA queries follow CNAMEs inside the zone as a recursive resolver would; a name not
 * in the zone is NXDOMAIN, a known name without the asked type answers no records.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, ZoneRecord[]>();
  let servfail = false;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // the README's way: plain objects, encoded by the packet (its types ask for a class)
      const answer = (record: object) => response.answers.push(record as never);
      const [question] = request.questions;
      if (servfail || !question) {
        response.header.rcode = Packet.RCODE.SERVFAIL;
        return send(response);
      }
      const name = question.name.toLowerCase().replace(/\.$/, '');
      if (!zone.has(name)) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        return send(response);
      }
      let current = name;
      for (let hops = 0; hops < 8; hops++) {
        const records = zone.get(current) ?? [];
        const cname = records.find((r): r is { CNAME: string } => 'CNAME' in r);
        if (question.type === Packet.TYPE.CNAME) {
          if (cname) answer({ name: current, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: cname.CNAME });
          break;
        }
        if (cname) {
          answer({ name: current, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: cname.CNAME });
          current = cname.CNAME;
          continue;
        }
        for (const r of records) {
          if ('A' in r && question.type === Packet.TYPE.A) answer({ name: current, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 60, address: r.A });
          if ('AAAA' in r && question.type === Packet.TYPE.AAAA)
            answer({ name: current, type: Packet.TYPE.AAAA, class: Packet.CLASS.IN, ttl: 60, address: r.AAAA });
          if ('TXT' in r && question.type === Packet.TYPE.TXT) answer({ name: current, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: r.TXT });
        }
        break;
      }
      send(response);
    },
  });
  const listening = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (listening as { udp: { port: number } }).udp.port;
  return {
    address: `127.0.0.1:${port}`,
    set: (name, records) => {
      if (records.length) zone.set(name.toLowerCase(), records);
      else zone.delete(name.toLowerCase());
    },
    failing: (on) => {
      servfail = on;
    },
    close: async () => {
      await server.close();
    },
  };
}
