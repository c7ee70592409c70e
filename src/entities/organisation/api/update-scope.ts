/** Updates of the organisation (name, settings, BAA) run one after another, in the order asked. */
export const ORGANISATION_UPDATE_SCOPE = { id: 'organisation-update' }
