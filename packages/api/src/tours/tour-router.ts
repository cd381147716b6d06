import express, { type Router } from 'express';
import type { TourService } from './tour-service';

/**
 * `GET /tours/bookings/<reference>/calendar.ics?token=<access token>` (mounted under /api): the
 * booking's calendar entry, for the link on the confirmation page. Without the right token it is a
 * 404, the same as an unknown reference.
 */
export function createTourRouter(tours: Promise<TourService> | TourService): Router {
  const router = express.Router();
  router.get('/tours/bookings/:reference/calendar.ics', async (req, res, next) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const reference = String(req.params.reference);
      const calendar = token ? await (await tours).calendar(reference, token) : null;
      res.set('Cache-Control', 'private, no-store');
      if (!calendar) {
        res.status(404).type('text/plain').send('No booking matches this link.');
        return;
      }
      res
        .type('text/calendar; charset=utf-8')
        .set(
          'Content-Disposition',
          `attachment; filename="${reference.replace(/[^A-Z0-9-]/gi, '')}.ics"`,
        )
        .send(calendar);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
