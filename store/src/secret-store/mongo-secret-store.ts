import { MongoClient, type Db } from 'mongodb';
import { checkKind, valueOf, type SecretStore, type SecretValue } from './port';

type Stored = { _id: string } & Record<string, unknown>;

/**
 * Secrets on MongoDB, in a database of their own (`<db>_secrets`), a collection per kind holding
 * { _id, ...value }: the layout the read-model port wrote secrets in, so existing data is read as is.
 */
export class MongoSecretStore implements SecretStore {
  readonly kind = 'mongodb';
  private readonly client: MongoClient;
  private readonly db: Db;

  constructor(url: string, dbName: string) {
    this.client = new MongoClient(url, { ignoreUndefined: true });
    this.db = this.client.db(dbName);
  }

  private collection(kind: string) {
    return this.db.collection<Stored>(checkKind(kind));
  }

  async get<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    const doc = await this.collection(kind).findOne({ _id: id });
    return doc ? valueOf<T>(doc) : null;
  }

  async put(kind: string, id: string, value: SecretValue) {
    await this.collection(kind).replaceOne({ _id: id }, { ...value, _id: id }, { upsert: true });
  }

  async delete(kind: string, id: string) {
    return (await this.collection(kind).deleteOne({ _id: id })).deletedCount > 0;
  }

  async take<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    // One document operation: atomic on the server, so only one of concurrent takes gets the value.
    const doc = await this.collection(kind).findOneAndDelete({ _id: id });
    return doc ? valueOf<T>(doc) : null;
  }

  async close() {
    await this.client.close();
  }
}
