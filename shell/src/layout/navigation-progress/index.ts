export { NavigationProgress } from './navigation-progress';
