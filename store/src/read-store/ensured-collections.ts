import {
  UnknownFieldError,
  indexedFields,
  type CheckpointWrite,
  type CollectionSpec,
  type Doc,
  type WriteOp,
} from './port';

const safeName = /^[A-Za-z][A-Za-z0-9_]*$/;
const safeField = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What every read-store adapter shares: the collections it has ensured (names checked once, since they go
 * into queries as table, index and collection names), the rule that only declared fields may be named,
 * and single writes as one-op commits.
 */
export abstract class EnsuredCollections {
  private readonly specs = new Map<string, CollectionSpec>();

  abstract commit(ops: WriteOp[], checkpoint?: CheckpointWrite): Promise<void>;

  /** Refuses a collection or field name that is not safe to put in a query, before anything is created. */
  protected checkNames(spec: CollectionSpec) {
    if (!safeName.test(spec.name)) throw new Error(`Bad collection name ${spec.name}`);
    for (const f of indexedFields(spec)) if (!safeField.test(f)) throw new Error(`Bad field ${f}`);
  }

  /** Records a collection as ensured: from now on it may be read and written. */
  protected ensured(spec: CollectionSpec) {
    this.specs.set(spec.name, spec);
  }

  protected spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  /** Throws UnknownFieldError unless the field is one the collection declares (see indexedFields). */
  protected checkField(collection: string, field: string) {
    if (!indexedFields(this.spec(collection)).has(field)) throw new UnknownFieldError(collection, field);
  }

  async put(collection: string, doc: Doc) {
    await this.commit([{ kind: 'put', collection, doc }]);
  }

  async delete(collection: string, id: string) {
    await this.commit([{ kind: 'delete', collection, id }]);
  }
}
