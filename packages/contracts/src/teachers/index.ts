// The request and response schemas of the teachers service's routes land here, one file per call.
export {}
