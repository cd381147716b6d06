/**
 * The forms' tests use the areas' stand-in for the urql client: each operation is answered by
 * `answer(name, variables)` where name is the operation's root field (tourBooking, tourPayBalance …);
 * a thrown error is a network failure. `codes` answers first when it returns something (the manage
 * pages' tests answer the one-time code's fields with it, features/manage/test/client.ts).
 */
export { fakeGraphqlClient as fakeClient } from '@site/contracts/area-testing';
