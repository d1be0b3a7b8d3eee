import {
  captionInfoAnswer,
  captionsAnswer,
  captionsBody,
  peopleListAnswer,
  savePersonAnswer,
  savePersonBody,
} from './editor';
import { countriesAnswer, eventsAnswer, eventsQuery, regionsAnswer, regionsQuery } from './events';
import { placesBody, placesResponse } from './places';
import { type ApiRoute, open, r } from './route-kit';

/** The routes of the editor's helpers: holidays, people, captions and places, in the registry's order (contract/api/routes.ts). */
export const EDITOR_ROUTES = [
  r('GET', '/events/countries', 'events', 'Countries with public holidays.', {
    ...open,
    response: countriesAnswer,
  }),
  r('GET', '/events/regions', 'events', 'Regions of a country with their own holidays.', {
    ...open,
    query: regionsQuery,
    response: regionsAnswer,
  }),
  r('GET', '/events/get-events', 'events', 'Holidays and events for a calendar year.', {
    ...open,
    query: eventsQuery,
    response: eventsAnswer,
  }),
  r('POST', '/people/save-person', 'people', 'Names a person found in photos.', {
    body: savePersonBody,
    response: savePersonAnswer,
  }),
  r('GET', '/people/list', 'people', "The user's named people.", { response: peopleListAnswer }),
  r('GET', '/suggestions/captions/info', 'suggestions', 'Which caption suggester is active.', {
    ...open,
    response: captionInfoAnswer,
  }),
  r('POST', '/suggestions/captions', 'suggestions', 'Caption suggestions for photos.', {
    auth: 'optional',
    body: captionsBody,
    response: captionsAnswer,
  }),
  r('POST', '/places/lookup', 'places', 'Town names for photo GPS positions, from data on this server.', {
    ...open,
    body: placesBody,
    response: placesResponse,
  }),
] satisfies readonly ApiRoute[];
