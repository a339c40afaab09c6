/*
 * Stand-in for fbjni's <fbjni/fbjni.h> (com.facebook.fbjni, the Prefab package
 * VisionCamera links as fbjni::fbjni), which no npm package ships. Used only by
 * `npm run check:examples` to compile the guides' C++ blocks with
 * -fsyntax-only; never linked.
 *
 * Declarations only, shaped like fbjni 0.7's public API (namespace
 * facebook::jni; JObject, JavaClass<T, Base, JType>, JClass::getMethod, JString,
 * alias_ref, local_ref, global_ref with `->` to the wrapper type). It declares
 * what VisionCamera's own headers (FrameHostObject.h, JFrame.h, JOrientation.h,
 * JPixelFormat.h, JJSUnionValue.h) and the guides' blocks use, nothing more.
 * Simplified: the real references also map raw jobject types (jstring, jclass)
 * to their wrappers and JMethod checks Java descriptors; here a reference names
 * a JavaClass type or its `javaobject`, and methods return local_ref<R> for
 * object results.
 */
#pragma once

#include <jni.h>

#include <cstddef>
#include <string>
#include <type_traits>

namespace facebook {
namespace jni {

class JClass;
class JObject;

namespace detail {
// Maps a reference's type argument to the wrapper `->` gives access to:
// a JavaClass type is its own wrapper; a `javaobject` names it via JniRefRepr.
template <typename T, typename Enable = void>
struct RefReprType {
  using type = T;
};
template <typename T>
struct RefReprType<T*, std::void_t<typename T::JniRefRepr>> {
  using type = typename T::JniRefRepr;
};
}  // namespace detail

template <typename T>
using ReprType = typename detail::RefReprType<T>::type;

template <typename T>
using JniType = typename ReprType<T>::javaobject;

class LocalReferenceAllocator;
class GlobalReferenceAllocator;

template <typename T, typename Alloc>
class basic_strong_ref;

template <typename T>
class alias_ref {
  using Repr = ReprType<T>;

 public:
  using javaobject = JniType<T>;

  alias_ref() noexcept;
  alias_ref(std::nullptr_t) noexcept;
  alias_ref(javaobject ref) noexcept;
  template <typename TOther, typename = std::enable_if_t<std::is_convertible<JniType<TOther>, javaobject>::value>>
  alias_ref(alias_ref<TOther> other) noexcept;
  template <typename TOther, typename AOther,
            typename = std::enable_if_t<std::is_convertible<JniType<TOther>, javaobject>::value>>
  alias_ref(const basic_strong_ref<TOther, AOther>& other) noexcept;

  explicit operator bool() const noexcept;
  javaobject get() const noexcept;
  Repr* operator->() noexcept;
  const Repr* operator->() const noexcept;
  Repr& operator*() noexcept;
  const Repr& operator*() const noexcept;
};

template <typename T, typename Alloc>
class basic_strong_ref {
  using Repr = ReprType<T>;

 public:
  using javaobject = JniType<T>;

  basic_strong_ref() noexcept;
  basic_strong_ref(std::nullptr_t) noexcept;
  basic_strong_ref(const basic_strong_ref& other);
  template <typename U>
  basic_strong_ref(const basic_strong_ref<U, Alloc>& other);
  basic_strong_ref(basic_strong_ref&& other) noexcept;
  basic_strong_ref& operator=(const basic_strong_ref& other);
  basic_strong_ref& operator=(basic_strong_ref&& other) noexcept;
  ~basic_strong_ref() noexcept;

  javaobject get() const noexcept;
  javaobject release() noexcept;
  void reset() noexcept;
  explicit operator bool() const noexcept;
  Repr* operator->() noexcept;
  const Repr* operator->() const noexcept;
  Repr& operator*() noexcept;
  const Repr& operator*() const noexcept;
};

/// A smart unique reference owning a local JNI reference.
template <typename T>
using local_ref = basic_strong_ref<T, LocalReferenceAllocator>;

/// A smart unique reference owning a global JNI reference.
template <typename T>
using global_ref = basic_strong_ref<T, GlobalReferenceAllocator>;

template <typename F>
class JMethod;

/// A Java instance method; object results come back as local_ref.
template <typename R, typename... Args>
class JMethod<R(Args...)> {
  using Result = std::conditional_t<std::is_class<R>::value, local_ref<R>, R>;

 public:
  explicit operator bool() const noexcept;
  Result operator()(alias_ref<JObject> self, Args... args) const;
};

class JObject {
 public:
  static constexpr auto kJavaDescriptor = "Ljava/lang/Object;";

  local_ref<JClass> getClass() const noexcept;
  bool isInstanceOf(alias_ref<JClass> cls) const noexcept;
  std::string toString() const;

  typedef _jobject _javaobject;
  typedef _javaobject* javaobject;

 protected:
  jobject self() const noexcept;
};

namespace detail {
template <typename T, typename Base, typename JType>
struct JTypeFor {
  using _javaobject = typename std::remove_pointer<JType>::type;
  using javaobject = JType;
};
template <typename T, typename Base>
struct JTypeFor<T, Base, void> {
  struct _javaobject : Base::_javaobject {
    typedef T JniRefRepr;
  };
  using javaobject = _javaobject*;
};
}  // namespace detail

template <typename T, typename Base = JObject, typename JType = void>
class JavaClass : public Base {
  using JObjType = detail::JTypeFor<T, Base, JType>;

 public:
  using _javaobject = typename JObjType::_javaobject;
  using javaobject = typename JObjType::javaobject;
  using JavaBase = JavaClass;

  static alias_ref<JClass> javaClassStatic();
  static local_ref<JClass> javaClassLocal();

 protected:
  javaobject self() const noexcept;
};

class JClass : public JavaClass<JClass, JObject, jclass> {
 public:
  static constexpr auto kJavaDescriptor = "Ljava/lang/Class;";

  template <typename F>
  JMethod<F> getMethod(const char* name) const;
  template <typename F>
  JMethod<F> getMethod(const char* name, const char* descriptor) const;
};

class JString : public JavaClass<JString, JObject, jstring> {
 public:
  static constexpr auto kJavaDescriptor = "Ljava/lang/String;";

  std::string toStdString() const;
};

}  // namespace jni
}  // namespace facebook
