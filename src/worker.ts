/** The worker alone: the outbox relay and the e-mail/SMS processors (scale it apart from the API). */
process.env.PROCESS_ROLE = 'worker';
await import('./main.js');
