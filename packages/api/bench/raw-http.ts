import net from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads its response — no more. The load
 * generator shares two cores with the server it measures, and Node's http client costs several times
 * what the server spends on a small request; a bare socket leaves that CPU to the thing being measured
 * (the same reason wrk and autocannon exist). Responses must carry Content-Length, as ours do.
 */
export class RawConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private expected = -1;
  private headerEnd = 0;
  private status = 0;
  private pending: { resolve: (r: RawResponse) => void; reject: (e: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private connect(): Promise<net.Socket> {
    if (this.socket) return Promise.resolve(this.socket);
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.port, this.host);
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.on('error', (error) => this.fail(error));
        socket.on('close', () => this.fail(new Error('connection closed by the server')));
        socket.on('data', (chunk: Buffer) => this.read(chunk));
        this.socket = socket;
        resolve(socket);
      });
    });
  }

  private fail(error: Error): void {
    this.socket = null;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (this.expected < 0) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffer.subarray(0, end).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length)
        return this.fail(new Error(`response without Content-Length: ${head.split('\r\n')[0]}`));
      this.status = Number(head.slice(9, 12));
      this.headerEnd = end + 4;
      this.expected = this.headerEnd + Number(length[1]);
    }
    if (this.buffer.length < this.expected) return;
    const body = this.buffer.subarray(this.headerEnd, this.expected).toString('utf8');
    this.buffer = this.buffer.subarray(this.expected);
    this.expected = -1;
    const pending = this.pending;
    this.pending = null;
    pending?.resolve({ status: this.status, body });
  }

  /** Sends one request (the bytes of `request(…)`) and resolves with its response. */
  async send(bytes: Buffer): Promise<RawResponse> {
    if (this.pending) throw new Error('one request at a time per connection');
    const socket = await this.connect();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(bytes);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** The bytes of a POST with a JSON body. */
export function postRequest(
  host: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Buffer {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
