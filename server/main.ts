/**
 * `npm start`: serves the production build (server/launch.ts).
 */
import "./launch.ts";
