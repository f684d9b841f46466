import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Icon, InlineLoader } from '../../shared/ui';
import { liveNoticeSettings } from './live';
import './notice-settings.css';

/**
 * Settings → Notifications of an ordinary user: per kind, by e-mail and/or in the app (the header's
 * bell). Letters that carry the only link that acts stay on, and say why.
 */
export function NoticeSettingsTab({ email }: { email: string }) {
  const { t } = useTranslation('notice-settings');
  const machine = useMemo(() => liveNoticeSettings(), []);
  const [state, send] = useMachine(machine);
  const { settings } = state.context;
  return (
    <section className="settings-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="settings-card__title">
        {t('title')}
      </h2>
      <p>{t('intro', { email })}</p>
      {state.matches('loading') ? (
        <InlineLoader />
      ) : state.matches('loadFailed') ? (
        <div role="alert" className="ui-notice">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SAVE' });
          }}
        >
          <table className="notice-settings">
            <thead>
              <tr>
                <th scope="col">{t('kindColumn')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('inApp')}</th>
              </tr>
            </thead>
            <tbody>
              {settings.map((item) => {
                const name = t(`kinds.${item.kind}`);
                return (
                  <tr key={item.kind}>
                    <th scope="row">{name}</th>
                    <td>
                      <Checkbox
                        isSelected={item.email}
                        isDisabled={item.emailFixed}
                        aria-describedby={item.emailFixed ? 'notice-settings-fixed' : undefined}
                        onChange={(value) => send({ type: 'TOGGLE', kind: item.kind, channel: 'email', value })}
                      >
                        <span className="visually-hidden">{`${name}: ${t('email')}`}</span>
                      </Checkbox>
                    </td>
                    <td>
                      <Checkbox
                        isSelected={item.inApp}
                        onChange={(value) => send({ type: 'TOGGLE', kind: item.kind, channel: 'inApp', value })}
                      >
                        <span className="visually-hidden">{`${name}: ${t('inApp')}`}</span>
                      </Checkbox>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p id="notice-settings-fixed" className="settings-muted">
            {t('emailFixed')}
          </p>
          <div className="ui-notice">
            <Icon name="info" />
            <p>{t('secretNote')}</p>
          </div>
          <Button type="submit" variant="primary" isDisabled={!state.can({ type: 'SAVE' })} isPending={state.matches('saving')}>
            {t('save')}
          </Button>
        </form>
      )}
    </section>
  );
}
