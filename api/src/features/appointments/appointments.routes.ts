import { Router } from 'express';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { requireAuth } from '../../http/respond';
import type { Services } from '../../context/services';
import type { Appointment } from './appointment.entity';
import { recordOf } from '../../shared/record-shape';
import { appointmentRecord } from './appointment.record';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';

/**
 * An appointment as REST answers it (docs/product.md#screen-shapes): every column but reminderSent.
 */
export function appointmentJson(appointment: Appointment) {
  return recordOf(appointmentRecord, appointment);
}

/**
 * The REST entry point for appointments (docs/product.md#rest-calls); every rule is in
 * AppointmentsService.
 */
export function appointmentRoutes(services: Services): Router {
  const router = Router();
  const appointments = services.appointments;

  router.get('/', requireAuth(), async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    // ?first, ?after and ?updated_since page it (docs/integrations.md#pages-and-sync).
    const paging = listPagingOfQuery(req.query);
    sendListPage(res, paging, await appointments.page(req.viewer, { search }, paging), appointmentJson);
  });

  // The payload of docs/product.md#rest-calls: clientId, advisorId, title, description,
  // scheduledAt, duration, location, status. The service reads what it allows (a client's clientId
  // and any status are ignored).
  router.post('/', requireAuth(), async (req, res) => {
    res.status(201).json(appointmentJson(await appointments.schedule(req.viewer, req.body, requestOrigin(req))));
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(appointmentJson(await appointments.get(req.viewer, String(req.params.id))));
  });

  // "Add to calendar": the appointment as an .ics file, under the same access rule as the record.
  router.get('/:id/calendar.ics', requireAuth(), async (req, res) => {
    const { fileName, content } = await appointments.calendarFile(req.viewer, String(req.params.id));
    res.type('text/calendar; charset=utf-8').attachment(fileName).send(content);
  });

  router.put('/:id/reschedule', requireAuth(), async (req, res) => {
    res.json(appointmentJson(await appointments.reschedule(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.put('/:id/confirm', requireAuth(...staffRoles), async (req, res) => {
    res.json(appointmentJson(await appointments.confirm(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.put('/:id/cancel', requireAuth(), async (req, res) => {
    res.json(appointmentJson(await appointments.cancel(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  return router;
}
