/*
 * Stand-in for the Android NDK's <android/hardware_buffer.h> (libnativewindow,
 * API 26+), which no npm package ships. Used only by `npm run check:examples`
 * to compile the guides' C++ blocks with -fsyntax-only; never linked.
 *
 * Declares only what the blocks and VisionCamera's headers use, with the NDK's
 * names, values and signatures (nullability annotations left out). Like the
 * NDK, the functions exist from API 26 on; the check compiles Android blocks
 * with __ANDROID_API__=26 (scripts/examples/cpp.ts).
 */
#pragma once

#include <android/rect.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct AHardwareBuffer AHardwareBuffer;

enum AHardwareBuffer_Format {
  AHARDWAREBUFFER_FORMAT_R8G8B8A8_UNORM = 1,
};

enum AHardwareBuffer_UsageFlags {
  AHARDWAREBUFFER_USAGE_CPU_READ_OFTEN = 3UL,
};

typedef struct AHardwareBuffer_Desc {
  uint32_t width;
  uint32_t height;
  uint32_t layers;
  uint32_t format;
  uint64_t usage;
  uint32_t stride;
  uint32_t rfu0;
  uint64_t rfu1;
} AHardwareBuffer_Desc;

#if __ANDROID_API__ >= 26
void AHardwareBuffer_describe(const AHardwareBuffer* buffer, AHardwareBuffer_Desc* outDesc);
int AHardwareBuffer_lock(AHardwareBuffer* buffer, uint64_t usage, int32_t fence, const ARect* rect,
                         void** outVirtualAddress);
int AHardwareBuffer_unlock(AHardwareBuffer* buffer, int32_t* fence);
#endif

#ifdef __cplusplus
}
#endif
