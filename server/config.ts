// Every setting the server reads, in one place; the README lists them.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  publicUrl: string | undefined;
  seedDemo: boolean;
  serveClient: boolean;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'RemoteHire <no-reply@remotehire.test>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: env.PUBLIC_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    serveClient: env.SERVE_CLIENT !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
