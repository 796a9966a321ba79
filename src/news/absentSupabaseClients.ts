// What supabase-js's createClient touches of @supabase/auth-js, @supabase/realtime-js and
// @supabase/storage-js, for the visitors' build, which maps those three packages here
// (buildtime/visitorAliases.ts): the site reads one table and calls functions, signs no one
// in, subscribes to nothing and stores no file. The client is made with `accessToken`
// (src/news/newsSource.ts), so supabase-js never builds an auth client; it always builds a
// realtime client (and hands it the token) and a storage client, which here do nothing until
// something calls them, and then say why they are missing instead of failing obscurely.

function absent(what: string): never {
  throw new Error(`${what} is not in this build: the site uses no Supabase ${what}`);
}

/** supabase-js subclasses it at load time; built only without `accessToken`. */
export class AuthClient {
  constructor() {
    absent('auth client');
  }
}

export class RealtimeClient {
  /** Called once with the access token when the client is made. */
  setAuth(): Promise<void> {
    return Promise.resolve();
  }
  channel(): never {
    return absent('realtime client');
  }
  getChannels(): never {
    return absent('realtime client');
  }
  removeChannel(): never {
    return absent('realtime client');
  }
  removeAllChannels(): never {
    return absent('realtime client');
  }
}

export class StorageClient {
  from(): never {
    return absent('storage client');
  }
}

export class StorageApiError extends Error {}
