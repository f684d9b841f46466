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
