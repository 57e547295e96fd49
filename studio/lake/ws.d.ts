// Types for the part of `ws` (8.21) that the presence socket uses (./presence.ts). `ws` ships no
// types and @types/ws is not installed here; these follow ws's own documentation (doc/ws.md).
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    ping(): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'pong', listener: () => void): this;
  }

  export interface ServerOptions {
    noServer?: boolean;
    /** Bigger frames close the socket with 1009 (Message Too Big). */
    maxPayload?: number;
    clientTracking?: boolean;
    perMessageDeflate?: boolean;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, callback: (socket: WebSocket, request: IncomingMessage) => void): void;
    close(callback?: (error?: Error) => void): void;
  }
}
