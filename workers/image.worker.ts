/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { imageApi } from './image-core';

/** The image worker: checks, decodes, orients, renders and hashes picked photos off the main thread. */
Comlink.expose(imageApi);
