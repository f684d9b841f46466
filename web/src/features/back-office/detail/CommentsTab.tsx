import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../shared/api/verification';
import { Button, Icon, TextField } from '../../../shared/ui';
import { formatDateTime } from '../../../shared/lib/dates';
import type { Command, Problem } from './company-detail.machine';

interface Props {
  messages: Comment[];
  busy: boolean;
  pending: Command | null;
  problem: Problem | null;
  run: (command: Command) => void;
}

/** Comments of the case: anyone's are read; only one's own are edited or removed. */
export function CommentsTab({ messages, busy, pending, problem, run }: Props) {
  const { t } = useTranslation('back-office');
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; text: string; error: string | null } | null>(null);
  const serverError = problem && (problem.kind === 'sendComment' || problem.kind === 'editComment') ? problem.message : null;

  const add = () => {
    if (!draft.trim()) return setDraftError(t('comments.required'));
    setDraftError(null);
    run({ kind: 'sendComment', text: draft.trim() });
    setDraft('');
  };
  const save = () => {
    if (!editing) return;
    if (!editing.text.trim()) return setEditing({ ...editing, error: t('comments.required') });
    run({ kind: 'editComment', id: editing.id, text: editing.text.trim() });
    setEditing(null);
  };

  return (
    <div className="bo-comments">
      {messages.length === 0 ? (
        <p className="bo-muted">{t('comments.empty')}</p>
      ) : (
        <ul className="bo-comments__list" aria-label={t('comments.label')}>
          {messages.map((message) => (
            <li key={message.id} className="bo-comment" data-own={message.own || undefined}>
              <div className="bo-comment__head">
                <span className="bo-comment__author">{message.author.name}</span>
                <span className="bo-muted">{formatDateTime(message.update_date)}</span>
              </div>
              {editing?.id === message.id ? (
                <div className="bo-comment__edit">
                  <TextField
                    label={t('comments.editOf')}
                    multiline
                    value={editing.text}
                    onChange={(text) => setEditing({ ...editing, text, error: null })}
                    isInvalid={Boolean(editing.error)}
                    errorMessage={editing.error}
                    autoFocus
                  />
                  <div className="bo-comment__actions">
                    <Button size="sm" variant="primary" onPress={save} isDisabled={busy}>
                      {t('comments.save')}
                    </Button>
                    <Button size="sm" variant="ghost" onPress={() => setEditing(null)}>
                      {t('comments.cancel')}
                    </Button>
                  </div>
                </div>
              ) : (
                <p className="bo-comment__text">{message.text}</p>
              )}
              {message.own && editing?.id !== message.id && (
                <div className="bo-comment__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('comments.editOf')}
                    isDisabled={busy}
                    onPress={() => setEditing({ id: message.id, text: message.text, error: null })}
                  >
                    <Icon name="edit" size={16} />
                    {t('comments.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('comments.removeOf')}
                    isDisabled={busy}
                    isPending={pending?.kind === 'removeComment' && pending.id === message.id}
                    onPress={() => run({ kind: 'removeComment', id: message.id })}
                  >
                    <Icon name="trash" size={16} />
                    {t('comments.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="bo-comments__form"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField
          label={t('comments.new')}
          multiline
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setDraftError(null);
          }}
          isInvalid={Boolean(draftError ?? serverError)}
          errorMessage={draftError ?? serverError}
        />
        <Button type="submit" variant="primary" isPending={pending?.kind === 'sendComment'} isDisabled={busy}>
          {t('comments.add')}
        </Button>
      </form>
    </div>
  );
}
