export { onUserCreate } from './on-user-create';
