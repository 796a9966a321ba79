// Node 20 has no WebSocket and supabase-js insists on one when a client is made; the news feed
// never opens one, so tests give it a stand-in that fails loudly if it ever is opened.
import { vi } from 'vitest';

export class UnusedWebSocket {
  constructor() {
    throw new Error('the news feed must not open a WebSocket');
  }
}

/** Stubs the global WebSocket with UnusedWebSocket where Node has none (undo: vi.unstubAllGlobals). */
export function stubMissingWebSocket(): void {
  if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', UnusedWebSocket);
}
