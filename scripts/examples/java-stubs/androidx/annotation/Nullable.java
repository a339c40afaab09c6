// Stub for the example check: stands for AndroidX's androidx.annotation.Nullable annotation.
package androidx.annotation;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

@Retention(RetentionPolicy.CLASS)
public @interface Nullable {}
