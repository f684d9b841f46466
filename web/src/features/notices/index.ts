// The notification centre's public face (the app's route table composes the bell into the shell).
export { NoticesButton } from './bell/NoticesButton';
