export interface ThrowawayPgDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export function createThrowawayPgDatabase(serverUrl: string, prefix?: string): Promise<ThrowawayPgDatabase>;
