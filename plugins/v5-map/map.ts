/** The map from 4.7.3 to 5.x, in the order the upgrade guide shows its areas. */
import type {MapArea} from './model';
import {cameraArea} from './entries/camera';
import {devicesArea} from './entries/devices';
import {captureArea} from './entries/capture';
import {codesArea} from './entries/codes';
import {framesArea} from './entries/frames';
import {errorsArea} from './entries/errors';

export const v5Areas: readonly MapArea[] = [cameraArea, devicesArea, captureArea, codesArea, framesArea, errorsArea];
