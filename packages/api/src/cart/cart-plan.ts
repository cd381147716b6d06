import { parseNumericGid } from '../commerce/gid';
import { parseLineGid, newLineId } from './cart-id';
import {
  checkAttributes,
  type CartLineInput,
  type CartLineUpdateInput,
  userError,
} from './cart-inputs';
import type { Attribute, CartUserError } from './cart-types';
import { MAX_LINE_QUANTITY, MAX_LINES } from './cart-types';

export interface StoredLine {
  id: string;
  variant_id: number;
  quantity: number;
  position: number;
}

export interface PlanLine {
  id: string;
  variantId: number;
  /** The variant the line has in the database (null for a new line): only a swap rewrites it. */
  storedVariantId: number | null;
  quantity: number;
  attributes: Attribute[] | null;
  position: number;
  state: 'same' | 'changed' | 'new';
  /** The input path that last touched this line, for pointing errors at it. */
  path: (string | number)[];
}

export interface VariantStock {
  id: number;
  stock: number;
  name: string;
}

/**
 * A cart's lines edited in memory: every mutation is applied here, the final state validated as a
 * whole, and only then written — so a mutation with any error writes nothing.
 */
export class CartPlan {
  readonly errors: CartUserError[] = [];
  readonly removed = new Set<string>();
  private readonly lines: PlanLine[];
  private nextPosition: number;

  constructor(
    stored: StoredLine[],
    private readonly cartToken: string,
  ) {
    this.lines = stored.map((l) => ({
      id: l.id,
      variantId: l.variant_id,
      storedVariantId: l.variant_id,
      quantity: l.quantity,
      attributes: null,
      position: l.position,
      state: 'same',
      path: [],
    }));
    this.nextPosition = stored.reduce((max, l) => Math.max(max, l.position), 0) + 1;
  }

  add(inputs: readonly CartLineInput[], base: (string | number)[] = ['lines']): void {
    if (inputs.length > MAX_LINES) {
      this.errors.push(
        userError('INVALID', base, `At most ${MAX_LINES} lines can be sent at once.`),
      );
      return;
    }
    for (const [i, input] of inputs.entries()) {
      const path = [...base, i];
      const variantId = this.variantOf(input.merchandiseId, path);
      if (variantId === null) continue;
      const quantity = input.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1) {
        this.errors.push(
          userError(
            'MINIMUM_NOT_MET',
            [...path, 'quantity'],
            'The quantity must be a whole number of at least 1.',
          ),
        );
        continue;
      }
      const attributes = checkAttributes(input.attributes, [...path, 'attributes'], this.errors);
      const existing = this.lines.find((l) => l.variantId === variantId);
      if (existing) {
        existing.quantity += quantity;
        if (attributes) existing.attributes = attributes;
        existing.state = existing.state === 'new' ? 'new' : 'changed';
        existing.path = path;
      } else {
        const line: PlanLine = {
          id: newLineId(),
          variantId,
          storedVariantId: null,
          quantity,
          attributes,
          position: this.nextPosition++,
          state: 'new',
          path,
        };
        this.lines.push(line);
      }
    }
  }

  update(inputs: readonly CartLineUpdateInput[]): void {
    if (inputs.length > MAX_LINES) {
      this.errors.push(
        userError('INVALID', ['lines'], `At most ${MAX_LINES} lines can be sent at once.`),
      );
      return;
    }
    for (const [i, input] of inputs.entries()) {
      const path = ['lines', i];
      const line = this.findLine(input.id, [...path, 'id']);
      if (!line) continue;
      if (input.quantity !== null && input.quantity !== undefined) {
        if (!Number.isInteger(input.quantity) || input.quantity < 0) {
          this.errors.push(
            userError(
              'MINIMUM_NOT_MET',
              [...path, 'quantity'],
              'The quantity must be a whole number of at least 0.',
            ),
          );
          continue;
        }
        line.quantity = input.quantity;
      }
      const attributes = checkAttributes(input.attributes, [...path, 'attributes'], this.errors);
      if (attributes) line.attributes = attributes;
      line.state = line.state === 'new' ? 'new' : 'changed';
      line.path = path;
      if (input.merchandiseId !== null && input.merchandiseId !== undefined) {
        const variantId = this.variantOf(input.merchandiseId, path);
        if (variantId === null) continue;
        const other = this.lines.find((l) => l.variantId === variantId && l !== line);
        if (other) {
          // Swapping onto a variant already in the cart merges the two lines, as Shopify does.
          other.quantity += line.quantity;
          other.state = other.state === 'new' ? 'new' : 'changed';
          other.path = path;
          line.quantity = 0;
        } else {
          line.variantId = variantId;
        }
      }
      if (line.quantity === 0) this.drop(line);
    }
  }

  remove(lineIds: readonly string[]): void {
    if (lineIds.length > MAX_LINES) {
      this.errors.push(
        userError('INVALID', ['lineIds'], `At most ${MAX_LINES} line ids can be sent at once.`),
      );
      return;
    }
    for (const [i, id] of lineIds.entries()) {
      const line = this.findLine(id, ['lineIds', i]);
      if (line) this.drop(line);
    }
  }

  /** Every variant the final state depends on (touched lines only; untouched lines stay valid). */
  variantIds(): number[] {
    return [...new Set(this.lines.filter((l) => l.state !== 'same').map((l) => l.variantId))];
  }

  validate(stock: Map<number, VariantStock>): void {
    if (this.lines.length > MAX_LINES) {
      this.errors.push(
        userError('INVALID', ['lines'], `A cart can hold at most ${MAX_LINES} lines.`),
      );
    }
    for (const line of this.lines) {
      if (line.state === 'same') continue;
      const variant = stock.get(line.variantId);
      if (!variant) {
        this.errors.push(
          userError(
            'INVALID',
            [...line.path, 'merchandiseId'],
            `The merchandise with id gid://shopify/ProductVariant/${line.variantId} does not exist.`,
          ),
        );
      } else if (line.quantity > MAX_LINE_QUANTITY) {
        this.errors.push(
          userError(
            'LESS_THAN',
            [...line.path, 'quantity'],
            `The quantity of ${variant.name} must be less than ${MAX_LINE_QUANTITY + 1}.`,
          ),
        );
      } else if (line.quantity > variant.stock) {
        const message =
          variant.stock === 0
            ? `${variant.name} is out of stock.`
            : `Only ${variant.stock} of ${variant.name} are in stock.`;
        this.errors.push(userError('MAXIMUM_EXCEEDED', [...line.path, 'quantity'], message));
      }
    }
  }

  /** The lines as they will be stored, in cart order. */
  final(): readonly PlanLine[] {
    return this.lines;
  }

  changed(): PlanLine[] {
    return this.lines.filter((l) => l.state === 'changed');
  }

  added(): PlanLine[] {
    return this.lines.filter((l) => l.state === 'new');
  }

  /** The variant a line's merchandiseId names, or null with an INVALID error on it. */
  private variantOf(merchandiseId: unknown, path: (string | number)[]): number | null {
    const variantId = parseNumericGid(merchandiseId, 'ProductVariant');
    if (variantId === null)
      this.errors.push(
        userError(
          'INVALID',
          [...path, 'merchandiseId'],
          `The merchandise with id ${String(merchandiseId).slice(0, 100)} does not exist.`,
        ),
      );
    return variantId;
  }

  private findLine(gidValue: string, path: (string | number)[]): PlanLine | null {
    const id = parseLineGid(gidValue, this.cartToken);
    const line = id === null ? undefined : this.lines.find((l) => l.id === id);
    if (!line) {
      this.errors.push(
        userError(
          'INVALID_MERCHANDISE_LINE',
          path,
          `The merchandise line with id ${String(gidValue).slice(0, 100)} does not exist in this cart.`,
        ),
      );
      return null;
    }
    return line;
  }

  private drop(line: PlanLine): void {
    this.lines.splice(this.lines.indexOf(line), 1);
    if (line.state !== 'new') this.removed.add(line.id);
  }
}
