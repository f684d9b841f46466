// Home's task dialog and its "my tasks" are two parts of the page the route table places apart:
// a task added in the one is read again by the other through this signal.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onTasksChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function tasksChanged(): void {
  for (const listener of [...listeners]) listener();
}

// Likewise a meeting planned from home: home's calendar reads its month again.
const meetingListeners = new Set<Listener>();

export function onMeetingsChanged(listener: Listener): () => void {
  meetingListeners.add(listener);
  return () => {
    meetingListeners.delete(listener);
  };
}

export function meetingsChanged(): void {
  for (const listener of [...meetingListeners]) listener();
}
