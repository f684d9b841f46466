import { dashboardAllows } from './queue-dashboard.js';

describe('what the queue dashboard lets through', () => {
  it('reads anything', () => {
    for (const route of ['/admin/queues/api/queues', '/admin/queues/api/queues/:queueName/:jobId', '/admin/queues/', undefined]) {
      expect(dashboardAllows('GET', route)).toBe(true);
      expect(dashboardAllows('HEAD', route)).toBe(true);
    }
  });

  it('changes jobs only by retrying and removing them, one or all of a status', () => {
    for (const route of [
      '/api/queues/:queueName/:jobId/retry',
      '/api/queues/:queueName/retry/:queueStatus',
      '/api/queues/:queueName/:jobId/clean',
      '/api/queues/:queueName/clean/:queueStatus',
    ]) {
      expect(dashboardAllows('PUT', `/admin/queues${route}`)).toBe(true);
      expect(dashboardAllows('POST', `/admin/queues${route}`)).toBe(false);
      expect(dashboardAllows('PUT', route)).toBe(false);
    }
    for (const [method, route] of [
      ['POST', '/api/queues/:queueName/add'],
      ['PATCH', '/api/queues/:queueName/:jobId/update-data'],
      ['PATCH', '/api/queues/:queueName/:jobId/delay'],
      ['PUT', '/api/queues/:queueName/pause'],
      ['PUT', '/api/queues/:queueName/obliterate'],
      ['POST', '/api/metrics/history/purge'],
    ])
      expect([method, route, dashboardAllows(method!, `/admin/queues${route}`)]).toEqual([method, route, false]);
    expect(dashboardAllows('PUT', undefined)).toBe(false);
  });
});
