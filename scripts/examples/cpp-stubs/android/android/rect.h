/*
 * Stand-in for the Android NDK's <android/rect.h>, which <android/hardware_buffer.h>
 * includes for AHardwareBuffer_lock's `rect` parameter. No npm package ships it.
 * Used only by `npm run check:examples` (-fsyntax-only); same layout as the NDK's.
 */
#pragma once

#include <stdint.h>

typedef struct ARect {
  int32_t left;
  int32_t top;
  int32_t right;
  int32_t bottom;
} ARect;
