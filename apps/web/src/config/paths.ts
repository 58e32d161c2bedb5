/** Links are built from the route table the server also knows (packages/shared). */
export { paths } from '@trivia/shared';
