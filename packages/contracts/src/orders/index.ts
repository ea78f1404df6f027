// The request and response schemas of the orders service's routes land here, one file per call.
export {}
