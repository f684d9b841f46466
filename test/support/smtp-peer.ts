import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Attempts the server refused (their RCPT TO was rejected). */
  refused: number;
  /** Messages whose data started to arrive (with `hold`, they wait for `release()`). */
  arriving: number;
  /** SMTP connections clients opened (a pooled transport reuses one for several messages). */
  connections: number;
  release(): void;
  /** Stops refusing: every later delivery attempt is accepted. */
  accept(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. `refuseFirst` rejects that many delivery attempts with a
 * temporary failure (451) before accepting, `Infinity` refuses them all.
 */
export async function startSmtpPeer(options: { refuseFirst?: number; hold?: boolean } = {}): Promise<SmtpPeer> {
  let toRefuse = options.refuseFirst ?? 0;
  let release: () => void = () => undefined;
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const peer: SmtpPeer = {
    url: '',
    received: [],
    refused: 0,
    arriving: 0,
    connections: 0,
    release: () => release(),
    accept: () => {
      toRefuse = 0;
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client's idle pooled connection must not hold close() for smtp-server's 30 s default.
    closeTimeout: 200,
    onConnect(_session, callback) {
      peer.connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        peer.refused += 1;
        const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      peer.arriving += 1;
      simpleParser(stream)
        .then(async (mail) => {
          await released;
          peer.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
