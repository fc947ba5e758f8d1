/** Query parameter of the notification socket that carries the session token. */
export const NOTIFICATIONS_TOKEN_PARAM = 'Authorization';
