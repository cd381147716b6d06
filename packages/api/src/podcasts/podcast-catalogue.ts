/**
 * Which sample clip each podcast plays. The ids are the `podcast_id` values of the
 * `podCast` documents in the content corpus (a test keeps the two in step); each
 * episode plays the clip of its audio category. Clip names carry a version, so a
 * regenerated clip gets a new URL and the long cache never serves a stale one.
 */
export const PODCAST_CLIPS: Readonly<Record<string, string>> = Object.freeze({
  // Reformation Voices
  '2407110': 'reformation-voices-v1',
  '2407223': 'reformation-voices-v1',
  '2407336': 'reformation-voices-v1',
  '2407449': 'reformation-voices-v1',
  '2407562': 'reformation-voices-v1',
  // Pioneer Conversations
  '2407675': 'pioneer-conversations-v1',
  '2407788': 'pioneer-conversations-v1',
  '2407901': 'pioneer-conversations-v1',
  '2408014': 'pioneer-conversations-v1',
  // Bible Lands
  '2408127': 'bible-lands-v1',
  '2408240': 'bible-lands-v1',
  '2408353': 'bible-lands-v1',
  // History and Faith Today
  '2408466': 'history-and-faith-today-v1',
  '2408579': 'history-and-faith-today-v1',
});
