/*
 * Stand-in for Apple's <CoreVideo/CoreVideo.h> (iOS SDK, CoreVideo.framework:
 * CVBase.h, CVReturn.h, CVBuffer.h, CVImageBuffer.h, CVPixelBuffer.h), which
 * no npm package ships and no Apple SDK exists here. Used only by
 * `npm run check:examples` to compile the guides' C++ blocks with
 * -fsyntax-only; never linked.
 *
 * Declares only what the blocks use, with the SDK's names, types and
 * signatures (nullability and availability annotations left out). Boolean is
 * MacTypes.h's `unsigned char`; the lock flags are a CF_OPTIONS enum over
 * CVOptionFlags, as CF_OPTIONS expands in C++.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned char Boolean;
typedef int32_t CVReturn;
typedef uint64_t CVOptionFlags;

typedef struct __CVBuffer* CVBufferRef;
typedef CVBufferRef CVImageBufferRef;
typedef CVImageBufferRef CVPixelBufferRef;

typedef CVOptionFlags CVPixelBufferLockFlags;
#ifdef __cplusplus
enum : CVOptionFlags {
#else
enum {
#endif
  kCVPixelBufferLock_ReadOnly = 0x00000001,
};

Boolean CVPixelBufferIsPlanar(CVPixelBufferRef pixelBuffer);
CVReturn CVPixelBufferLockBaseAddress(CVPixelBufferRef pixelBuffer, CVPixelBufferLockFlags lockFlags);
CVReturn CVPixelBufferUnlockBaseAddress(CVPixelBufferRef pixelBuffer, CVPixelBufferLockFlags unlockFlags);
void* CVPixelBufferGetBaseAddressOfPlane(CVPixelBufferRef pixelBuffer, size_t planeIndex);
size_t CVPixelBufferGetWidthOfPlane(CVPixelBufferRef pixelBuffer, size_t planeIndex);
size_t CVPixelBufferGetHeightOfPlane(CVPixelBufferRef pixelBuffer, size_t planeIndex);
size_t CVPixelBufferGetBytesPerRowOfPlane(CVPixelBufferRef pixelBuffer, size_t planeIndex);

#ifdef __cplusplus
}
#endif
