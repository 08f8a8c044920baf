/**
 * Realtime's face to other features: what a feature needs to hold a socket of its own (Kupondaş's sharing room, with
 * the sharing-client settings): the socket channel, the settings and their reconnect delay, and the socket address.
 */
export { SHARING_CLIENT_SOCKET, reconnectDelay, type SocketSettings } from './realtime-settings';
export { realtimeUrl } from './realtime-url';
export { openSocket, type OpenSocketOptions, type SocketEvent, type SocketLink } from './socket-channel';
