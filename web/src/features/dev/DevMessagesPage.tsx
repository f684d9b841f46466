import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { formatDateTime } from '../../shared/lib/dates';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, Icon, InlineLoader, TextField } from '../../shared/ui';
import type { DevMessage } from './dev-messages.machine';
import { liveDevMessagesMachine } from './live';
import './dev-messages.css';

/** Links in a captured letter open in a new tab; the sandbox keeps its scripts and forms inert. */
function frameDocument(html: string): string {
  return `<!doctype html><base target="_blank">${html}`;
}

function MessageCard({ message }: { message: DevMessage }) {
  const { t } = useTranslation('dev');
  const channel = message.channel === 'sms' ? t('channels.sms') : message.channel === 'email' ? t('channels.email') : message.channel;
  const subject = message.subject ?? (message.channel === 'sms' ? t('channels.sms') : t('noSubject'));
  const headingId = `dev-message-${message.id}`;
  return (
    <article className="dev-message" aria-labelledby={headingId}>
      <header className="dev-message__header">
        <Icon name={message.channel === 'sms' ? 'phone' : 'mail'} />
        <h2 id={headingId}>{subject}</h2>
      </header>
      <dl className="dev-message__meta">
        <div>
          <dt>{t('channel')}</dt>
          <dd>{channel}</dd>
        </div>
        <div>
          <dt>{t('recipient')}</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>{t('createdAt')}</dt>
          <dd>
            <time dateTime={message.created_at}>
              {formatDateTime(message.created_at, undefined, { seconds: true }) || message.created_at}
            </time>
          </dd>
        </div>
      </dl>
      <h3>{t('text')}</h3>
      <pre className="dev-message__text">{message.text ?? t('noText')}</pre>
      {message.html && (
        <>
          <h3>{t('html')}</h3>
          <div className="dev-message__frame">
            <iframe
              title={t('htmlFrame', { subject })}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={frameDocument(message.html)}
            />
          </div>
        </>
      )}
    </article>
  );
}

/** /dev/messages: the e-mails and SMS the capture transport recorded (development and tests only). */
export function DevMessagesPage() {
  const { t } = useTranslation(['dev', 'common']);
  const [params, setParams] = useSearchParams();
  const initialTo = params.get('to') ?? '';
  const [draft, setDraft] = useState(initialTo);
  const [state, send] = useMachine(liveDevMessagesMachine, { input: { to: initialTo } });
  usePageTitle(t('title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = draft.trim();
    if (!to) return;
    setParams({ to }, { replace: true });
    send({ type: 'SEARCH', to });
  };

  const { to, messages, error } = state.context;

  return (
    <PublicLayout>
      <div className="dev-messages">
        <h1>{t('title')}</h1>
        <p className="dev-messages__intro">{t('intro')}</p>
        <Form className="dev-messages__form" aria-label={t('form')} onSubmit={submit}>
          <TextField
            name="to"
            type="text"
            label={t('to.label')}
            description={t('to.description')}
            value={draft}
            onChange={setDraft}
            isRequired
            errorMessage={t('to.required')}
            autoComplete="off"
            className="dev-messages__to"
          />
          <Button type="submit" variant="primary" isPending={state.matches('loading')}>
            {t('submit')}
          </Button>
        </Form>

        <section className="dev-messages__result" aria-busy={state.matches('loading')}>
          {state.matches('idle') && <p className="dev-messages__hint">{t('idle')}</p>}
          {state.matches('loading') && <InlineLoader label={t('loading')} />}
          {state.matches('empty') && (
            <div className="ui-notice" role="status">
              <Icon name="info" />
              <p>{t('empty', { to })}</p>
            </div>
          )}
          {state.matches('unavailable') && (
            <div className="ui-notice ui-notice--warning" role="status">
              <Icon name="alert" />
              <div>
                <h2>{t('unavailable.title')}</h2>
                <p>{t('unavailable.text')}</p>
              </div>
            </div>
          )}
          {state.matches('failed') && (
            <div className="ui-notice ui-notice--error" role="alert">
              <Icon name="alert" />
              <div>
                <p>
                  {t('failed')}: {error}
                </p>
                <Button size="sm" onPress={() => send({ type: 'RETRY' })}>
                  {t('common:actions.retry')}
                </Button>
              </div>
            </div>
          )}
          {state.matches('loaded') && (
            <>
              <div className="dev-messages__summary">
                <p role="status">{t('results', { to, count: messages.length })}</p>
                <Button size="sm" variant="ghost" onPress={() => send({ type: 'RETRY' })}>
                  <Icon name="refresh" size={16} />
                  {t('refresh')}
                </Button>
              </div>
              <ol className="dev-messages__list">
                {messages.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      </div>
    </PublicLayout>
  );
}
