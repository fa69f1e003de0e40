import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../ports/mailer.js';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Absent for a server without authentication (the local mail catcher). */
  user?: string;
  password?: string;
  /** The From header, e.g. `StorySprout <stories@example.com>`. */
  from: string;
  /**
   * Refuse to send in clear text (a real mail server): port 465 is TLS from the start, any
   * other port must offer STARTTLS. Off for the local catcher, which speaks plain SMTP.
   */
  requireTls: boolean;
}

/**
 * The Mailer over SMTP with nodemailer. One pooled-free transport: each send opens a connection,
 * so a server that was down is simply tried again by the task's next attempt. Short time-outs
 * make a dead server fail the attempt quickly instead of holding the task for minutes.
 */
export class SmtpMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    this.description = `SMTP ${options.host}:${options.port}`;
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.port === 465,
      requireTLS: options.requireTls && options.port !== 465,
      ignoreTLS: !options.requireTls,
      ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }
}
