/**
 * The harness can fail: screens that break each rule it checks are caught.
 */
import { useEffect, useState } from 'react'
import { AppState, Text } from 'react-native'
import { Camera, useCameraDevice, useCameraPermission } from 'react-native-vision-camera'
import { asksForTheCamera, cleansUp, leaksOf, restoreGuideMock } from './harness'
import { render, screen } from '@testing-library/react-native'

afterEach(restoreGuideMock)

function NeverAsks() {
  const device = useCameraDevice('back')
  const { hasPermission } = useCameraPermission()
  if (!hasPermission || device == null) return <Text>No camera</Text>
  return <Camera device={device} isActive={true} />
}

function ShowsCameraWithoutPermission() {
  const device = useCameraDevice('back')
  const { requestPermission } = useCameraPermission()
  useEffect(() => {
    void requestPermission()
  }, [requestPermission])
  return device == null ? null : <Camera device={device} isActive={true} />
}

function LeaksAnInterval() {
  const device = useCameraDevice('back')
  const [ticks, setTicks] = useState(0)
  useEffect(() => {
    setInterval(() => setTicks((count) => count + 1), 1000)
  }, [])
  return device == null ? null : <Camera device={device} isActive={ticks >= 0} />
}

function LeaksAnAppStateListener() {
  const device = useCameraDevice('back')
  useEffect(() => {
    AppState.addEventListener('change', () => {})
  }, [])
  return device == null ? null : <Camera device={device} isActive={true} />
}

test('a screen that never asks for the camera fails', async () => {
  await expect(asksForTheCamera({ name: 'NeverAsks', Component: NeverAsks })).rejects.toThrow()
})

test('a screen that shows the camera before the permission fails', async () => {
  await expect(asksForTheCamera({ name: 'Shows', Component: ShowsCameraWithoutPermission })).rejects.toThrow()
})

test('an interval or an AppState listener left running fails', async () => {
  await expect(cleansUp({ name: 'Interval', Component: LeaksAnInterval })).rejects.toThrow()
  await expect(cleansUp({ name: 'AppState', Component: LeaksAnAppStateListener })).rejects.toThrow()
  const leaks = await leaksOf(async () => {
    const { unmount } = render(<LeaksAnAppStateListener />)
    await screen.findByTestId('mock-camera')
    return unmount
  })
  expect(leaks).toEqual(['AppState listener not removed on unmount'])
})
