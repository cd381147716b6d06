import express, { type Router } from 'express';
import { renderBookletPdf } from './tour-booklet';
import type { TourService } from './tour-service';

const UID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `GET /tours/bookings/<reference>/calendar.ics?token=<access token>` (mounted under /api): the
 * booking's calendar entry, for the link on the confirmation page. Without the right token it is a
 * 404, the same as an unknown reference.
 */
export function createTourRouter(tours: Promise<TourService> | TourService): Router {
  const router = express.Router();
  // Rendered booklets by uid, kept while the content they came from is the same object.
  const booklets = new WeakMap<object, Promise<Buffer>>();
  /**
   * `GET /tours/<uid>/booklet.pdf`: the tour's booklet, a PDF made from its content (itinerary,
   * hotels, what to bring). Public, like the tour page it prints.
   */
  router.get('/tours/:uid/booklet.pdf', async (req, res, next) => {
    try {
      const uid = String(req.params.uid);
      const tour = UID.test(uid) ? await (await tours).tourInfo(uid) : null;
      if (!tour?.booklet) {
        res.status(404).type('text/plain').send('No booklet for this tour.');
        return;
      }
      let pdf = booklets.get(tour.booklet);
      if (!pdf) {
        pdf = renderBookletPdf(tour.title, tour.startsOn, tour.booklet);
        booklets.set(tour.booklet, pdf);
      }
      res
        .type('application/pdf')
        .set('Cache-Control', 'public, max-age=300')
        .set('Content-Disposition', `inline; filename="${uid}-booklet.pdf"`)
        .send(await pdf);
    } catch (e) {
      next(e);
    }
  });
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
