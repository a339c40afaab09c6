// Stub for the example check: stands for AndroidX's androidx.annotation.OptIn annotation.
package androidx.annotation;

public @interface OptIn {
    Class<?>[] markerClass();
}
