import net from 'node:net';

/**
 * A TCP proxy on a port of its own in front of a real service (PostgreSQL), that a test can cut and
 * restore: an outage of that service as this process sees it, while the service itself keeps
 * running for every other test and lane on the machine.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
  ) {}

  /** Listen (on the same port as before, after a cut) and pass every connection through. */
  async start(): Promise<void> {
    const server = net.createServer((inbound) => {
      const outbound = net.connect(this.target);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The outage: refuse new connections and drop every open one. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
