// One page for /app and /app/{slug}: the same component keeps the room list (and the drawer)
// in place when the user moves between rooms.
export { Component } from './chat';
