import net from 'node:net';

/** A TCP proxy on a loopback port that a test can cut (as if the database went away) and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until restored. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * Cutting keeps the port bound (binding it again could race another test for it) and resets
 * each connection at once, which is what a client sees of a stopped or restarting server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
