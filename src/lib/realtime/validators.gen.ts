// Generated from openapi/openapi.yaml by `npm run gen:validators`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { FORMATS as __formats, ucs2length as __ucs2length } from './formats'
"use strict";
export const RealtimeWireObject = validate22;
const schema7 = {"type":"object","required":["id","event","payload","ts"],"properties":{"id":{"type":"string"},"event":{"$ref":"#/components/schemas/RealtimeEventName"},"payload":{"type":"string"},"ts":{"type":"integer"}}};
const schema8 = {"type":"string","enum":["order_new","order_updated","pending_orders_update","order_status_changed","customer_status","customer_location","customer_message","store_status","store_visibility","busy_timer","collection_availability","collection_availability_expired","menu_product","menu_products","maintenance_warning"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate23.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((((((((((((((data === "order_new") || (data === "order_updated")) || (data === "pending_orders_update")) || (data === "order_status_changed")) || (data === "customer_status")) || (data === "customer_location")) || (data === "customer_message")) || (data === "store_status")) || (data === "store_visibility")) || (data === "busy_timer")) || (data === "collection_availability")) || (data === "collection_availability_expired")) || (data === "menu_product")) || (data === "menu_products")) || (data === "maintenance_warning"))){
validate23.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate23.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.event === undefined) && (missing0 = "event"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.ts === undefined) && (missing0 = "ts"))){
validate22.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate22.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
const _errs3 = errors;
if(!(validate23(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs4 = errors;
if(typeof data.payload !== "string"){
validate22.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ts !== undefined){
let data3 = data.ts;
const _errs6 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate22.errors = [{instancePath:instancePath+"/ts",keyword:"type"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

export const ActiveOrders = validate25;
const schema9 = {"oneOf":[{"type":"null"},{"type":"object","additionalProperties":{"$ref":"#/components/schemas/ActiveOrderEntry"}}]};
const schema10 = {"type":"object","required":["code","status_id","updated"],"properties":{"code":{"type":"string"},"status_id":{"$ref":"#/components/schemas/OrderStatusId"},"updated":{"type":"integer"}}};
const schema11 = {"type":"integer","enum":[2,3,4,5,6,7,8]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate27.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((((((data === 2) || (data === 3)) || (data === 4)) || (data === 5)) || (data === 6)) || (data === 7)) || (data === 8))){
validate27.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.code === undefined) && (missing0 = "code")) || ((data.status_id === undefined) && (missing0 = "status_id"))) || ((data.updated === undefined) && (missing0 = "updated"))){
validate26.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.code !== undefined){
const _errs1 = errors;
if(typeof data.code !== "string"){
validate26.errors = [{instancePath:instancePath+"/code",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_id !== undefined){
const _errs3 = errors;
if(!(validate27(data.status_id, {instancePath:instancePath+"/status_id",parentData:data,parentDataProperty:"status_id",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated !== undefined){
let data2 = data.updated;
const _errs4 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate26.errors = [{instancePath:instancePath+"/updated",keyword:"type"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs6 = errors;
if(!(validate26(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
const err1 = {instancePath,keyword:"type"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,keyword:"oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate25.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}

export const MaintenanceSettings = validate30;
const schema12 = {"type":"object","required":["enabled","message_english","message_arabic"],"properties":{"enabled":{"type":"boolean"},"message_english":{"type":"string"},"message_arabic":{"type":"string"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.message_english === undefined) && (missing0 = "message_english"))) || ((data.message_arabic === undefined) && (missing0 = "message_arabic"))){
validate30.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.enabled !== undefined){
const _errs1 = errors;
if(typeof data.enabled !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/enabled",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_english !== undefined){
const _errs3 = errors;
if(typeof data.message_english !== "string"){
validate30.errors = [{instancePath:instancePath+"/message_english",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_arabic !== undefined){
const _errs5 = errors;
if(typeof data.message_arabic !== "string"){
validate30.errors = [{instancePath:instancePath+"/message_arabic",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate30.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_order_new = validate31;
const schema13 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"order_new"},"payload":{"type":"object","required":["order"],"properties":{"order":{"$ref":"#/components/schemas/Order"}}}}};
const schema14 = {"type":"object","required":["id","code","status","collectionMethod","dineIn","store","user","car","selfie","delivery","financial","payment","coupon","timing","preparationTime","products","replacementsValidated","comments","whereIs","refund"],"properties":{"id":{"type":"integer"},"code":{"type":"string","pattern":"^[0-9]{6}$"},"status":{"$ref":"#/components/schemas/OrderStatus"},"collectionMethod":{"type":"object","required":["id","name"],"properties":{"id":{"$ref":"#/components/schemas/CollectionMethodId"},"name":{"type":"string"}}},"dineIn":{"oneOf":[{"type":"object","required":["table"],"properties":{"table":{"type":"string"}}},{"type":"null"}]},"store":{"$ref":"#/components/schemas/OrderStore"},"user":{"$ref":"#/components/schemas/Customer"},"car":{"oneOf":[{"$ref":"#/components/schemas/Car"},{"type":"null"}]},"selfie":{"oneOf":[{"$ref":"#/components/schemas/Image"},{"type":"null"}]},"delivery":{"oneOf":[{"$ref":"#/components/schemas/Delivery"},{"type":"null"}]},"financial":{"$ref":"#/components/schemas/Financial"},"payment":{"type":"object","required":["method","method_name"],"properties":{"method":{"type":"object","required":["id"],"properties":{"id":{"$ref":"#/components/schemas/PaymentMethodId"}}},"method_name":{"type":"string"}}},"coupon":{"oneOf":[{"type":"object","required":["code"],"properties":{"code":{"type":"string"}}},{"type":"null"}]},"timing":{"$ref":"#/components/schemas/Timing"},"preparationTime":{"type":["integer","null"]},"products":{"type":"array","items":{"$ref":"#/components/schemas/OrderProduct"}},"replacementsValidated":{"type":"boolean"},"comments":{"type":["string","null"]},"whereIs":{"oneOf":[{"$ref":"#/components/schemas/WhereIs"},{"type":"null"}]},"refund":{"oneOf":[{"$ref":"#/components/schemas/Refund"},{"type":"null"}]}}};
const pattern0 = new RegExp("^[0-9]{6}$", "u");
const schema15 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"#/components/schemas/OrderStatusId"},"name":{"type":"string"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate33.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate27(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate33.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate33.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

const schema16 = {"type":"integer","enum":[1,2,3,4,5,6]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate36.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((((((data === 1) || (data === 2)) || (data === 3)) || (data === 4)) || (data === 5)) || (data === 6))){
validate36.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate36.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"object","required":["id","name","brand"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"brand":{"type":"object","required":["name","photo","supermarket"],"properties":{"name":{"type":"string"},"photo":{"type":["string","null"]},"supermarket":{"type":"boolean"}}}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.brand === undefined) && (missing0 = "brand"))){
validate38.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate38.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate38.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.brand !== undefined){
let data2 = data.brand;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.name === undefined) && (missing1 = "name")) || ((data2.photo === undefined) && (missing1 = "photo"))) || ((data2.supermarket === undefined) && (missing1 = "supermarket"))){
validate38.errors = [{instancePath:instancePath+"/brand",keyword:"required"}];
return false;
}
else {
if(data2.name !== undefined){
const _errs7 = errors;
if(typeof data2.name !== "string"){
validate38.errors = [{instancePath:instancePath+"/brand/name",keyword:"type"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.photo !== undefined){
let data4 = data2.photo;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate38.errors = [{instancePath:instancePath+"/brand/photo",keyword:"type"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.supermarket !== undefined){
const _errs11 = errors;
if(typeof data2.supermarket !== "boolean"){
validate38.errors = [{instancePath:instancePath+"/brand/supermarket",keyword:"type"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/brand",keyword:"type"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}

const schema18 = {"type":"object","required":["id","phone","avatar","fake_avatar","count_orders","status","location"],"properties":{"id":{"type":"integer"},"name":{"type":["string","null"]},"firstname":{"type":["string","null"]},"lastname":{"type":["string","null"]},"phone":{"type":"string"},"avatar":{"oneOf":[{"$ref":"#/components/schemas/Image"},{"type":"null"}]},"fake_avatar":{"type":["string","null"]},"descr":{"type":["string","null"]},"count_orders":{"type":"integer","minimum":0},"status":{"type":"object","required":["id"],"properties":{"id":{"$ref":"#/components/schemas/CustomerStatusId"}}},"location":{"oneOf":[{"$ref":"#/components/schemas/CustomerLocation"},{"type":"null"}]}}};
const schema19 = {"type":"object","properties":{"mini":{"type":["string","null"]},"small":{"type":["string","null"]},"big":{"type":["string","null"]}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mini !== undefined){
let data0 = data.mini;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate41.errors = [{instancePath:instancePath+"/mini",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.small !== undefined){
let data1 = data.small;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate41.errors = [{instancePath:instancePath+"/small",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.big !== undefined){
let data2 = data.big;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate41.errors = [{instancePath:instancePath+"/big",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate41.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

const schema20 = {"type":"integer","enum":[1,2,3]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate43.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((data === 1) || (data === 2)) || (data === 3))){
validate43.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate43.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"object","required":["latitude","longitude","distance","duration","stores"],"properties":{"latitude":{"type":"number"},"longitude":{"type":"number"},"distance":{"type":["number","null"]},"duration":{"type":["number","null"]},"stores":{"type":"array","items":{"type":"object","required":["store_id","distance","duration"],"properties":{"store_id":{"type":"integer"},"distance":{"type":"number"},"duration":{"type":"number"}}}}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.latitude === undefined) && (missing0 = "latitude")) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.distance === undefined) && (missing0 = "distance"))) || ((data.duration === undefined) && (missing0 = "duration"))) || ((data.stores === undefined) && (missing0 = "stores"))){
validate45.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.latitude !== undefined){
const _errs1 = errors;
if(!(typeof data.latitude == "number")){
validate45.errors = [{instancePath:instancePath+"/latitude",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
const _errs3 = errors;
if(!(typeof data.longitude == "number")){
validate45.errors = [{instancePath:instancePath+"/longitude",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.distance !== undefined){
let data2 = data.distance;
const _errs5 = errors;
if((!(typeof data2 == "number")) && (data2 !== null)){
validate45.errors = [{instancePath:instancePath+"/distance",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration !== undefined){
let data3 = data.duration;
const _errs7 = errors;
if((!(typeof data3 == "number")) && (data3 !== null)){
validate45.errors = [{instancePath:instancePath+"/duration",keyword:"type"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stores !== undefined){
let data4 = data.stores;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((((data5.store_id === undefined) && (missing1 = "store_id")) || ((data5.distance === undefined) && (missing1 = "distance"))) || ((data5.duration === undefined) && (missing1 = "duration"))){
validate45.errors = [{instancePath:instancePath+"/stores/" + i0,keyword:"required"}];
return false;
}
else {
if(data5.store_id !== undefined){
let data6 = data5.store_id;
const _errs13 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate45.errors = [{instancePath:instancePath+"/stores/" + i0+"/store_id",keyword:"type"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.distance !== undefined){
const _errs15 = errors;
if(!(typeof data5.distance == "number")){
validate45.errors = [{instancePath:instancePath+"/stores/" + i0+"/distance",keyword:"type"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.duration !== undefined){
const _errs17 = errors;
if(!(typeof data5.duration == "number")){
validate45.errors = [{instancePath:instancePath+"/stores/" + i0+"/duration",keyword:"type"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/stores/" + i0,keyword:"type"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/stores",keyword:"type"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate45.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.avatar === undefined) && (missing0 = "avatar"))) || ((data.fake_avatar === undefined) && (missing0 = "fake_avatar"))) || ((data.count_orders === undefined) && (missing0 = "count_orders"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.location === undefined) && (missing0 = "location"))){
validate40.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate40.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate40.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstname !== undefined){
let data2 = data.firstname;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate40.errors = [{instancePath:instancePath+"/firstname",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastname !== undefined){
let data3 = data.lastname;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate40.errors = [{instancePath:instancePath+"/lastname",keyword:"type"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs9 = errors;
if(typeof data.phone !== "string"){
validate40.errors = [{instancePath:instancePath+"/phone",keyword:"type"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
let data5 = data.avatar;
const _errs11 = errors;
const _errs12 = errors;
let valid1 = false;
let passing0 = null;
const _errs13 = errors;
if(!(validate41(data5, {instancePath:instancePath+"/avatar",parentData:data,parentDataProperty:"avatar",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs14 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/avatar",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/avatar",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate40.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fake_avatar !== undefined){
let data6 = data.fake_avatar;
const _errs16 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate40.errors = [{instancePath:instancePath+"/fake_avatar",keyword:"type"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.descr !== undefined){
let data7 = data.descr;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate40.errors = [{instancePath:instancePath+"/descr",keyword:"type"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count_orders !== undefined){
let data8 = data.count_orders;
const _errs20 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate40.errors = [{instancePath:instancePath+"/count_orders",keyword:"type"}];
return false;
}
if(errors === _errs20){
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
validate40.errors = [{instancePath:instancePath+"/count_orders",keyword:"minimum"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data9 = data.status;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((data9.id === undefined) && (missing1 = "id")){
validate40.errors = [{instancePath:instancePath+"/status",keyword:"required"}];
return false;
}
else {
if(data9.id !== undefined){
if(!(validate43(data9.id, {instancePath:instancePath+"/status/id",parentData:data9,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/status",keyword:"type"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.location !== undefined){
let data11 = data.location;
const _errs25 = errors;
const _errs26 = errors;
let valid3 = false;
let passing1 = null;
const _errs27 = errors;
if(!(validate45(data11, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid1 = _errs27 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs28 = errors;
if(data11 !== null){
const err2 = {instancePath:instancePath+"/location",keyword:"type"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs28 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/location",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate40.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate40.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}

const schema22 = {"type":"object","required":["make","type","color","photo","plate"],"properties":{"make":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"icon":{"type":["string","null"]}}},"type":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"icon":{"type":["string","null"]}}},"color":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"hex":{"type":["string","null"]}}},"photo":{"oneOf":[{"$ref":"#/components/schemas/Image"},{"type":"null"}]},"plate":{"type":["string","null"]}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.make === undefined) && (missing0 = "make")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.color === undefined) && (missing0 = "color"))) || ((data.photo === undefined) && (missing0 = "photo"))) || ((data.plate === undefined) && (missing0 = "plate"))){
validate48.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.make !== undefined){
let data0 = data.make;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.name === undefined) && (missing1 = "name")){
validate48.errors = [{instancePath:instancePath+"/make",keyword:"required"}];
return false;
}
else {
if(data0.name !== undefined){
const _errs3 = errors;
if(typeof data0.name !== "string"){
validate48.errors = [{instancePath:instancePath+"/make/name",keyword:"type"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.icon !== undefined){
let data2 = data0.icon;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate48.errors = [{instancePath:instancePath+"/make/icon",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/make",keyword:"type"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.name === undefined) && (missing2 = "name")){
validate48.errors = [{instancePath:instancePath+"/type",keyword:"required"}];
return false;
}
else {
if(data3.name !== undefined){
const _errs9 = errors;
if(typeof data3.name !== "string"){
validate48.errors = [{instancePath:instancePath+"/type/name",keyword:"type"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.icon !== undefined){
let data5 = data3.icon;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate48.errors = [{instancePath:instancePath+"/type/icon",keyword:"type"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/type",keyword:"type"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.color !== undefined){
let data6 = data.color;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing3;
if((data6.name === undefined) && (missing3 = "name")){
validate48.errors = [{instancePath:instancePath+"/color",keyword:"required"}];
return false;
}
else {
if(data6.name !== undefined){
const _errs15 = errors;
if(typeof data6.name !== "string"){
validate48.errors = [{instancePath:instancePath+"/color/name",keyword:"type"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.hex !== undefined){
let data8 = data6.hex;
const _errs17 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate48.errors = [{instancePath:instancePath+"/color/hex",keyword:"type"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/color",keyword:"type"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.photo !== undefined){
let data9 = data.photo;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
let passing0 = null;
const _errs21 = errors;
if(!(validate41(data9, {instancePath:instancePath+"/photo",parentData:data,parentDataProperty:"photo",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs21 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs22 = errors;
if(data9 !== null){
const err0 = {instancePath:instancePath+"/photo",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err1 = {instancePath:instancePath+"/photo",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate48.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plate !== undefined){
let data10 = data.plate;
const _errs24 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate48.errors = [{instancePath:instancePath+"/plate",keyword:"type"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate48.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}

const schema23 = {"type":"object","required":["type","method","driver"],"properties":{"type":{"$ref":"#/components/schemas/DeliveryTypeId"},"method":{"$ref":"#/components/schemas/DeliveryMethodId"},"driver":{"oneOf":[{"$ref":"#/components/schemas/Driver"},{"type":"null"}]},"tracking_link":{"type":["string","null"]},"delivery_company":{"oneOf":[{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}},{"type":"null"}]},"comments":{"type":["string","null"]},"floor":{"oneOf":[{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"building":{"type":["string","null"]}}},{"type":"null"}]},"office":{"oneOf":[{"type":"object","properties":{"company_name":{"type":["string","null"]},"building_name":{"type":["string","null"]},"floor":{"type":["string","null"]},"number":{"type":["string","null"]}}},{"type":"null"}]},"home":{"oneOf":[{"$ref":"#/components/schemas/HomeAddress"},{"type":"null"}]}}};
const schema24 = {"type":"integer","enum":[1,2]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate53.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((data === 1) || (data === 2))){
validate53.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate53.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"integer","enum":[1,2]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate55.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((data === 1) || (data === 2))){
validate55.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate55.errors = vErrors;
return errors === 0;
}

const schema26 = {"type":"object","required":["id","user","status","location"],"properties":{"id":{"type":"integer"},"user":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"phone":{"type":["string","null"]}}},"status":{"type":"object","required":["id"],"properties":{"id":{"$ref":"#/components/schemas/CustomerStatusId"}}},"location":{"oneOf":[{"$ref":"#/components/schemas/CustomerLocation"},{"type":"null"}]}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.user === undefined) && (missing0 = "user"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.location === undefined) && (missing0 = "location"))){
validate57.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate57.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
let data1 = data.user;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate57.errors = [{instancePath:instancePath+"/user",keyword:"required"}];
return false;
}
else {
if(data1.name !== undefined){
const _errs5 = errors;
if(typeof data1.name !== "string"){
validate57.errors = [{instancePath:instancePath+"/user/name",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.phone !== undefined){
let data3 = data1.phone;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate57.errors = [{instancePath:instancePath+"/user/phone",keyword:"type"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/user",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((data4.id === undefined) && (missing2 = "id")){
validate57.errors = [{instancePath:instancePath+"/status",keyword:"required"}];
return false;
}
else {
if(data4.id !== undefined){
if(!(validate43(data4.id, {instancePath:instancePath+"/status/id",parentData:data4,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/status",keyword:"type"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.location !== undefined){
let data6 = data.location;
const _errs12 = errors;
const _errs13 = errors;
let valid3 = false;
let passing0 = null;
const _errs14 = errors;
if(!(validate45(data6, {instancePath:instancePath+"/location",parentData:data,parentDataProperty:"location",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data6 !== null){
const err0 = {instancePath:instancePath+"/location",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err1 = {instancePath:instancePath+"/location",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate57.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate57.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"object","properties":{"type":{"$ref":"#/components/schemas/AddressTypeId"},"block":{"type":["string","null"]},"street":{"type":["string","null"]},"avenue":{"type":["string","null"]},"number":{"type":["string","null"]},"apartment":{"type":["string","null"]},"building_name":{"type":["string","null"]},"floor":{"type":["string","null"]},"company_name":{"type":["string","null"]},"area":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}},"note":{"type":["string","null"]}}};
const schema28 = {"type":"integer","enum":[1,2,3]};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate62.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((data === 1) || (data === 2)) || (data === 3))){
validate62.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate62.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
const _errs1 = errors;
if(!(validate62(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.block !== undefined){
let data1 = data.block;
const _errs2 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate61.errors = [{instancePath:instancePath+"/block",keyword:"type"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.street !== undefined){
let data2 = data.street;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate61.errors = [{instancePath:instancePath+"/street",keyword:"type"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avenue !== undefined){
let data3 = data.avenue;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate61.errors = [{instancePath:instancePath+"/avenue",keyword:"type"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.number !== undefined){
let data4 = data.number;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate61.errors = [{instancePath:instancePath+"/number",keyword:"type"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apartment !== undefined){
let data5 = data.apartment;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate61.errors = [{instancePath:instancePath+"/apartment",keyword:"type"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.building_name !== undefined){
let data6 = data.building_name;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate61.errors = [{instancePath:instancePath+"/building_name",keyword:"type"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.floor !== undefined){
let data7 = data.floor;
const _errs14 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate61.errors = [{instancePath:instancePath+"/floor",keyword:"type"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.company_name !== undefined){
let data8 = data.company_name;
const _errs16 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate61.errors = [{instancePath:instancePath+"/company_name",keyword:"type"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.area !== undefined){
let data9 = data.area;
const _errs18 = errors;
if(errors === _errs18){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if((data9.name === undefined) && (missing0 = "name")){
validate61.errors = [{instancePath:instancePath+"/area",keyword:"required"}];
return false;
}
else {
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
validate61.errors = [{instancePath:instancePath+"/area/name",keyword:"type"}];
return false;
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/area",keyword:"type"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data11 = data.note;
const _errs22 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate61.errors = [{instancePath:instancePath+"/note",keyword:"type"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.method === undefined) && (missing0 = "method"))) || ((data.driver === undefined) && (missing0 = "driver"))){
validate52.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(!(validate53(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
const _errs2 = errors;
if(!(validate55(data.method, {instancePath:instancePath+"/method",parentData:data,parentDataProperty:"method",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.driver !== undefined){
let data2 = data.driver;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate57(data2, {instancePath:instancePath+"/driver",parentData:data,parentDataProperty:"driver",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/driver",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/driver",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tracking_link !== undefined){
let data3 = data.tracking_link;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate52.errors = [{instancePath:instancePath+"/tracking_link",keyword:"type"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delivery_company !== undefined){
let data4 = data.delivery_company;
const _errs10 = errors;
const _errs11 = errors;
let valid2 = false;
let passing1 = null;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.name === undefined) && (missing1 = "name")){
const err2 = {instancePath:instancePath+"/delivery_company",keyword:"required"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err3 = {instancePath:instancePath+"/delivery_company/name",keyword:"type"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/delivery_company",keyword:"type"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs16 = errors;
if(data4 !== null){
const err5 = {instancePath:instancePath+"/delivery_company",keyword:"type"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err6 = {instancePath:instancePath+"/delivery_company",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comments !== undefined){
let data6 = data.comments;
const _errs18 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate52.errors = [{instancePath:instancePath+"/comments",keyword:"type"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.floor !== undefined){
let data7 = data.floor;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
let passing2 = null;
const _errs22 = errors;
if(errors === _errs22){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((data7.name === undefined) && (missing2 = "name")){
const err7 = {instancePath:instancePath+"/floor",keyword:"required"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data7.name !== undefined){
const _errs24 = errors;
if(typeof data7.name !== "string"){
const err8 = {instancePath:instancePath+"/floor/name",keyword:"type"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data7.building !== undefined){
let data9 = data7.building;
const _errs26 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err9 = {instancePath:instancePath+"/floor/building",keyword:"type"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/floor",keyword:"type"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs22 === errors;
if(_valid2){
valid4 = true;
passing2 = 0;
}
const _errs28 = errors;
if(data7 !== null){
const err11 = {instancePath:instancePath+"/floor",keyword:"type"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid4){
valid4 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid4 = true;
passing2 = 1;
}
}
if(!valid4){
const err12 = {instancePath:instancePath+"/floor",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.office !== undefined){
let data10 = data.office;
const _errs30 = errors;
const _errs31 = errors;
let valid6 = false;
let passing3 = null;
const _errs32 = errors;
if(errors === _errs32){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.company_name !== undefined){
let data11 = data10.company_name;
const _errs34 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err13 = {instancePath:instancePath+"/office/company_name",keyword:"type"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid7 = _errs34 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.building_name !== undefined){
let data12 = data10.building_name;
const _errs36 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
const err14 = {instancePath:instancePath+"/office/building_name",keyword:"type"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid7 = _errs36 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.floor !== undefined){
let data13 = data10.floor;
const _errs38 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
const err15 = {instancePath:instancePath+"/office/floor",keyword:"type"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid7 = _errs38 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.number !== undefined){
let data14 = data10.number;
const _errs40 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
const err16 = {instancePath:instancePath+"/office/number",keyword:"type"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid7 = _errs40 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/office",keyword:"type"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var _valid3 = _errs32 === errors;
if(_valid3){
valid6 = true;
passing3 = 0;
}
const _errs42 = errors;
if(data10 !== null){
const err18 = {instancePath:instancePath+"/office",keyword:"type"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs42 === errors;
if(_valid3 && valid6){
valid6 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid6 = true;
passing3 = 1;
}
}
if(!valid6){
const err19 = {instancePath:instancePath+"/office",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.home !== undefined){
let data15 = data.home;
const _errs44 = errors;
const _errs45 = errors;
let valid8 = false;
let passing4 = null;
const _errs46 = errors;
if(!(validate61(data15, {instancePath:instancePath+"/home",parentData:data,parentDataProperty:"home",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var _valid4 = _errs46 === errors;
if(_valid4){
valid8 = true;
passing4 = 0;
}
const _errs47 = errors;
if(data15 !== null){
const err20 = {instancePath:instancePath+"/home",keyword:"type"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid4 = _errs47 === errors;
if(_valid4 && valid8){
valid8 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid8 = true;
passing4 = 1;
}
}
if(!valid8){
const err21 = {instancePath:instancePath+"/home",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}

const schema29 = {"type":"object","required":["currency","products_price","discount","tips","fee","total_price","vat_percent","total_vat_price","total_paid","remaining_balance"],"properties":{"currency":{"$ref":"#/components/schemas/Currency"},"products_price":{"type":"number"},"discount":{"type":"number"},"tips":{"type":"number"},"fee":{"type":"number"},"total_price":{"type":"number"},"vat_percent":{"type":"number"},"total_vat_price":{"type":"number"},"total_paid":{"type":"number"},"remaining_balance":{"type":"number"}}};
const schema30 = {"type":"object","required":["code"],"properties":{"code":{"type":"string","minLength":3,"maxLength":3}}};
const func2 = __ucs2length;

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.code === undefined) && (missing0 = "code")){
validate67.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 3){
validate67.errors = [{instancePath:instancePath+"/code",keyword:"maxLength"}];
return false;
}
else {
if(func2(data0) < 3){
validate67.errors = [{instancePath:instancePath+"/code",keyword:"minLength"}];
return false;
}
}
}
else {
validate67.errors = [{instancePath:instancePath+"/code",keyword:"type"}];
return false;
}
}
}
}
}
else {
validate67.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.currency === undefined) && (missing0 = "currency")) || ((data.products_price === undefined) && (missing0 = "products_price"))) || ((data.discount === undefined) && (missing0 = "discount"))) || ((data.tips === undefined) && (missing0 = "tips"))) || ((data.fee === undefined) && (missing0 = "fee"))) || ((data.total_price === undefined) && (missing0 = "total_price"))) || ((data.vat_percent === undefined) && (missing0 = "vat_percent"))) || ((data.total_vat_price === undefined) && (missing0 = "total_vat_price"))) || ((data.total_paid === undefined) && (missing0 = "total_paid"))) || ((data.remaining_balance === undefined) && (missing0 = "remaining_balance"))){
validate66.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.currency !== undefined){
const _errs1 = errors;
if(!(validate67(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.products_price !== undefined){
const _errs2 = errors;
if(!(typeof data.products_price == "number")){
validate66.errors = [{instancePath:instancePath+"/products_price",keyword:"type"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount !== undefined){
const _errs4 = errors;
if(!(typeof data.discount == "number")){
validate66.errors = [{instancePath:instancePath+"/discount",keyword:"type"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tips !== undefined){
const _errs6 = errors;
if(!(typeof data.tips == "number")){
validate66.errors = [{instancePath:instancePath+"/tips",keyword:"type"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fee !== undefined){
const _errs8 = errors;
if(!(typeof data.fee == "number")){
validate66.errors = [{instancePath:instancePath+"/fee",keyword:"type"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_price !== undefined){
const _errs10 = errors;
if(!(typeof data.total_price == "number")){
validate66.errors = [{instancePath:instancePath+"/total_price",keyword:"type"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vat_percent !== undefined){
const _errs12 = errors;
if(!(typeof data.vat_percent == "number")){
validate66.errors = [{instancePath:instancePath+"/vat_percent",keyword:"type"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_vat_price !== undefined){
const _errs14 = errors;
if(!(typeof data.total_vat_price == "number")){
validate66.errors = [{instancePath:instancePath+"/total_vat_price",keyword:"type"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_paid !== undefined){
const _errs16 = errors;
if(!(typeof data.total_paid == "number")){
validate66.errors = [{instancePath:instancePath+"/total_paid",keyword:"type"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remaining_balance !== undefined){
const _errs18 = errors;
if(!(typeof data.remaining_balance == "number")){
validate66.errors = [{instancePath:instancePath+"/remaining_balance",keyword:"type"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate66.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

const schema31 = {"type":"integer","enum":[1,2,3,6,10]};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate70.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((((data === 1) || (data === 2)) || (data === 3)) || (data === 6)) || (data === 10))){
validate70.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate70.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"object","required":["created","pending","due"],"properties":{"created":{"$ref":"#/components/schemas/DateTime"},"paid":{"$ref":"#/components/schemas/NullableDateTime"},"pending":{"$ref":"#/components/schemas/DateTime"},"confirmed":{"$ref":"#/components/schemas/NullableDateTime"},"due":{"$ref":"#/components/schemas/DateTime"},"ready":{"$ref":"#/components/schemas/NullableDateTime"},"dispatched":{"$ref":"#/components/schemas/NullableDateTime"},"delivered":{"$ref":"#/components/schemas/NullableDateTime"},"declined":{"$ref":"#/components/schemas/NullableDateTime"},"cancelled":{"$ref":"#/components/schemas/NullableDateTime"},"no_show":{"$ref":"#/components/schemas/NullableDateTime"},"where_is":{"$ref":"#/components/schemas/NullableDateTime"},"where_is_reply":{"$ref":"#/components/schemas/NullableDateTime"}}};
const schema33 = {"type":"string","format":"date-time"};
const formats0 = __formats["date-time"];

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0(data))){
validate73.errors = [{instancePath,keyword:"format"}];
return false;
}
}
else {
validate73.errors = [{instancePath,keyword:"type"}];
return false;
}
}
}
validate73.errors = vErrors;
return errors === 0;
}

const schema34 = {"oneOf":[{"$ref":"#/components/schemas/DateTime"},{"type":"null"}]};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate75.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate75.errors = vErrors;
return errors === 0;
}


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.created === undefined) && (missing0 = "created")) || ((data.pending === undefined) && (missing0 = "pending"))) || ((data.due === undefined) && (missing0 = "due"))){
validate72.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.created !== undefined){
const _errs1 = errors;
if(!(validate73(data.created, {instancePath:instancePath+"/created",parentData:data,parentDataProperty:"created",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paid !== undefined){
const _errs2 = errors;
if(!(validate75(data.paid, {instancePath:instancePath+"/paid",parentData:data,parentDataProperty:"paid",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pending !== undefined){
const _errs3 = errors;
if(!(validate73(data.pending, {instancePath:instancePath+"/pending",parentData:data,parentDataProperty:"pending",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.confirmed !== undefined){
const _errs4 = errors;
if(!(validate75(data.confirmed, {instancePath:instancePath+"/confirmed",parentData:data,parentDataProperty:"confirmed",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.due !== undefined){
const _errs5 = errors;
if(!(validate73(data.due, {instancePath:instancePath+"/due",parentData:data,parentDataProperty:"due",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ready !== undefined){
const _errs6 = errors;
if(!(validate75(data.ready, {instancePath:instancePath+"/ready",parentData:data,parentDataProperty:"ready",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dispatched !== undefined){
const _errs7 = errors;
if(!(validate75(data.dispatched, {instancePath:instancePath+"/dispatched",parentData:data,parentDataProperty:"dispatched",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delivered !== undefined){
const _errs8 = errors;
if(!(validate75(data.delivered, {instancePath:instancePath+"/delivered",parentData:data,parentDataProperty:"delivered",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.declined !== undefined){
const _errs9 = errors;
if(!(validate75(data.declined, {instancePath:instancePath+"/declined",parentData:data,parentDataProperty:"declined",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancelled !== undefined){
const _errs10 = errors;
if(!(validate75(data.cancelled, {instancePath:instancePath+"/cancelled",parentData:data,parentDataProperty:"cancelled",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.no_show !== undefined){
const _errs11 = errors;
if(!(validate75(data.no_show, {instancePath:instancePath+"/no_show",parentData:data,parentDataProperty:"no_show",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.where_is !== undefined){
const _errs12 = errors;
if(!(validate75(data.where_is, {instancePath:instancePath+"/where_is",parentData:data,parentDataProperty:"where_is",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.where_is_reply !== undefined){
const _errs13 = errors;
if(!(validate75(data.where_is_reply, {instancePath:instancePath+"/where_is_reply",parentData:data,parentDataProperty:"where_is_reply",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate72.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}

const schema35 = {"type":"object","required":["order_product_id","original","qty","price","total_price","currency","modifiers","comments","in_stock","replacement"],"properties":{"order_product_id":{"type":"integer"},"original":{"type":"object","required":["id","name","photo","loyalty","nutritional"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"photo":{"oneOf":[{"$ref":"#/components/schemas/Image"},{"type":"null"}]},"loyalty":{"type":"boolean"},"nutritional":{"oneOf":[{"$ref":"#/components/schemas/Nutritional"},{"type":"null"}]}}},"qty":{"type":"integer","minimum":1},"price":{"type":"number"},"total_price":{"type":"number"},"currency":{"$ref":"#/components/schemas/Currency"},"modifiers":{"type":"array","items":{"$ref":"#/components/schemas/OrderProductModifier"}},"comments":{"type":["string","null"]},"in_stock":{"type":"boolean"},"replacement":{"oneOf":[{"type":"object","required":["qty","total_price"],"properties":{"qty":{"type":"integer","minimum":0},"total_price":{"type":"number"}}},{"type":"null"}]}}};
const schema36 = {"type":"object","properties":{"calories":{"type":["number","null"]},"carbs":{"type":["number","null"]},"proteins":{"type":["number","null"]},"fat":{"type":["number","null"]},"fiber":{"type":["number","null"]}}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.calories !== undefined){
let data0 = data.calories;
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate92.errors = [{instancePath:instancePath+"/calories",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.carbs !== undefined){
let data1 = data.carbs;
const _errs3 = errors;
if((!(typeof data1 == "number")) && (data1 !== null)){
validate92.errors = [{instancePath:instancePath+"/carbs",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proteins !== undefined){
let data2 = data.proteins;
const _errs5 = errors;
if((!(typeof data2 == "number")) && (data2 !== null)){
validate92.errors = [{instancePath:instancePath+"/proteins",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fat !== undefined){
let data3 = data.fat;
const _errs7 = errors;
if((!(typeof data3 == "number")) && (data3 !== null)){
validate92.errors = [{instancePath:instancePath+"/fat",keyword:"type"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fiber !== undefined){
let data4 = data.fiber;
const _errs9 = errors;
if((!(typeof data4 == "number")) && (data4 !== null)){
validate92.errors = [{instancePath:instancePath+"/fiber",keyword:"type"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate92.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"object","required":["id","original","choices"],"properties":{"id":{"type":"integer"},"original":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}},"choices":{"type":"array","items":{"$ref":"#/components/schemas/OrderProductChoice"}}}};
const schema38 = {"type":"object","required":["id","original","qty","price"],"properties":{"id":{"type":"integer"},"original":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}},"qty":{"type":"integer","minimum":0},"price":{"type":"number"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.original === undefined) && (missing0 = "original"))) || ((data.qty === undefined) && (missing0 = "qty"))) || ((data.price === undefined) && (missing0 = "price"))){
validate96.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate96.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original !== undefined){
let data1 = data.original;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate96.errors = [{instancePath:instancePath+"/original",keyword:"required"}];
return false;
}
else {
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
validate96.errors = [{instancePath:instancePath+"/original/name",keyword:"type"}];
return false;
}
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/original",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.qty !== undefined){
let data3 = data.qty;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate96.errors = [{instancePath:instancePath+"/qty",keyword:"type"}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate96.errors = [{instancePath:instancePath+"/qty",keyword:"minimum"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
const _errs9 = errors;
if(!(typeof data.price == "number")){
validate96.errors = [{instancePath:instancePath+"/price",keyword:"type"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate96.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}


function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.original === undefined) && (missing0 = "original"))) || ((data.choices === undefined) && (missing0 = "choices"))){
validate95.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate95.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original !== undefined){
let data1 = data.original;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate95.errors = [{instancePath:instancePath+"/original",keyword:"required"}];
return false;
}
else {
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
validate95.errors = [{instancePath:instancePath+"/original/name",keyword:"type"}];
return false;
}
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/original",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choices !== undefined){
let data3 = data.choices;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate96(data3[i0], {instancePath:instancePath+"/choices/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/choices",keyword:"type"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate95.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.order_product_id === undefined) && (missing0 = "order_product_id")) || ((data.original === undefined) && (missing0 = "original"))) || ((data.qty === undefined) && (missing0 = "qty"))) || ((data.price === undefined) && (missing0 = "price"))) || ((data.total_price === undefined) && (missing0 = "total_price"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.modifiers === undefined) && (missing0 = "modifiers"))) || ((data.comments === undefined) && (missing0 = "comments"))) || ((data.in_stock === undefined) && (missing0 = "in_stock"))) || ((data.replacement === undefined) && (missing0 = "replacement"))){
validate90.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.order_product_id !== undefined){
let data0 = data.order_product_id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate90.errors = [{instancePath:instancePath+"/order_product_id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original !== undefined){
let data1 = data.original;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((((data1.id === undefined) && (missing1 = "id")) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.photo === undefined) && (missing1 = "photo"))) || ((data1.loyalty === undefined) && (missing1 = "loyalty"))) || ((data1.nutritional === undefined) && (missing1 = "nutritional"))){
validate90.errors = [{instancePath:instancePath+"/original",keyword:"required"}];
return false;
}
else {
if(data1.id !== undefined){
let data2 = data1.id;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate90.errors = [{instancePath:instancePath+"/original/id",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.name !== undefined){
const _errs7 = errors;
if(typeof data1.name !== "string"){
validate90.errors = [{instancePath:instancePath+"/original/name",keyword:"type"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.photo !== undefined){
let data4 = data1.photo;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
let passing0 = null;
const _errs11 = errors;
if(!(validate41(data4, {instancePath:instancePath+"/original/photo",parentData:data1,parentDataProperty:"photo",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs12 = errors;
if(data4 !== null){
const err0 = {instancePath:instancePath+"/original/photo",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err1 = {instancePath:instancePath+"/original/photo",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate90.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.loyalty !== undefined){
const _errs14 = errors;
if(typeof data1.loyalty !== "boolean"){
validate90.errors = [{instancePath:instancePath+"/original/loyalty",keyword:"type"}];
return false;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.nutritional !== undefined){
let data6 = data1.nutritional;
const _errs16 = errors;
const _errs17 = errors;
let valid3 = false;
let passing1 = null;
const _errs18 = errors;
if(!(validate92(data6, {instancePath:instancePath+"/original/nutritional",parentData:data1,parentDataProperty:"nutritional",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var _valid1 = _errs18 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs19 = errors;
if(data6 !== null){
const err2 = {instancePath:instancePath+"/original/nutritional",keyword:"type"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/original/nutritional",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate90.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/original",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.qty !== undefined){
let data7 = data.qty;
const _errs21 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate90.errors = [{instancePath:instancePath+"/qty",keyword:"type"}];
return false;
}
if(errors === _errs21){
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
validate90.errors = [{instancePath:instancePath+"/qty",keyword:"minimum"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
const _errs23 = errors;
if(!(typeof data.price == "number")){
validate90.errors = [{instancePath:instancePath+"/price",keyword:"type"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_price !== undefined){
const _errs25 = errors;
if(!(typeof data.total_price == "number")){
validate90.errors = [{instancePath:instancePath+"/total_price",keyword:"type"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs27 = errors;
if(!(validate67(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiers !== undefined){
let data11 = data.modifiers;
const _errs28 = errors;
if(errors === _errs28){
if(Array.isArray(data11)){
var valid4 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs30 = errors;
if(!(validate95(data11[i0], {instancePath:instancePath+"/modifiers/" + i0,parentData:data11,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var valid4 = _errs30 === errors;
if(!valid4){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/modifiers",keyword:"type"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comments !== undefined){
let data13 = data.comments;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate90.errors = [{instancePath:instancePath+"/comments",keyword:"type"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.in_stock !== undefined){
const _errs33 = errors;
if(typeof data.in_stock !== "boolean"){
validate90.errors = [{instancePath:instancePath+"/in_stock",keyword:"type"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replacement !== undefined){
let data15 = data.replacement;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
let passing2 = null;
const _errs37 = errors;
if(errors === _errs37){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing2;
if(((data15.qty === undefined) && (missing2 = "qty")) || ((data15.total_price === undefined) && (missing2 = "total_price"))){
const err4 = {instancePath:instancePath+"/replacement",keyword:"required"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data15.qty !== undefined){
let data16 = data15.qty;
const _errs39 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err5 = {instancePath:instancePath+"/replacement/qty",keyword:"type"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs39){
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
const err6 = {instancePath:instancePath+"/replacement/qty",keyword:"minimum"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.total_price !== undefined){
const _errs41 = errors;
if(!(typeof data15.total_price == "number")){
const err7 = {instancePath:instancePath+"/replacement/total_price",keyword:"type"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid6 = _errs41 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/replacement",keyword:"type"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid2 = _errs37 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs43 = errors;
if(data15 !== null){
const err9 = {instancePath:instancePath+"/replacement",keyword:"type"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs43 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
}
if(!valid5){
const err10 = {instancePath:instancePath+"/replacement",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate90.errors = vErrors;
return false;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate90.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","required":["asked_at","expected_mins","replied_at"],"properties":{"asked_at":{"$ref":"#/components/schemas/DateTime"},"expected_mins":{"oneOf":[{"$ref":"#/components/schemas/WhereIsReplyMinutes"},{"type":"null"}]},"replied_at":{"$ref":"#/components/schemas/NullableDateTime"}}};
const schema40 = {"type":"integer","enum":[0,2,5,10]};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate102.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((((data === 0) || (data === 2)) || (data === 5)) || (data === 10))){
validate102.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate102.errors = vErrors;
return errors === 0;
}


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.asked_at === undefined) && (missing0 = "asked_at")) || ((data.expected_mins === undefined) && (missing0 = "expected_mins"))) || ((data.replied_at === undefined) && (missing0 = "replied_at"))){
validate100.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.asked_at !== undefined){
const _errs1 = errors;
if(!(validate73(data.asked_at, {instancePath:instancePath+"/asked_at",parentData:data,parentDataProperty:"asked_at",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_mins !== undefined){
let data1 = data.expected_mins;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(!(validate102(data1, {instancePath:instancePath+"/expected_mins",parentData:data,parentDataProperty:"expected_mins",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/expected_mins",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/expected_mins",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replied_at !== undefined){
const _errs7 = errors;
if(!(validate75(data.replied_at, {instancePath:instancePath+"/replied_at",parentData:data,parentDataProperty:"replied_at",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate100.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}

const schema41 = {"type":"object","required":["status","created","payment_status","code","amount","currency","description","products"],"properties":{"status":{"$ref":"#/components/schemas/RefundStatusId"},"created":{"$ref":"#/components/schemas/DateTime"},"payment_status":{"$ref":"#/components/schemas/RefundPaymentStatusId"},"code":{"type":"string"},"amount":{"type":"number"},"currency":{"type":"string"},"description":{"type":["string","null"]},"reason":{"type":["string","null"]},"products":{"type":"array","items":{"type":"object","required":["order_product_id","name","qty"],"properties":{"order_product_id":{"type":"integer"},"name":{"type":"string"},"qty":{"type":"integer"}}}}}};
const schema42 = {"type":"integer","enum":[2,3,4]};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate107.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((data === 2) || (data === 3)) || (data === 4))){
validate107.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate107.errors = vErrors;
return errors === 0;
}

const schema43 = {"type":"integer","enum":[1,2,3]};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate110.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((data === 1) || (data === 2)) || (data === 3))){
validate110.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate110.errors = vErrors;
return errors === 0;
}


function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.status === undefined) && (missing0 = "status")) || ((data.created === undefined) && (missing0 = "created"))) || ((data.payment_status === undefined) && (missing0 = "payment_status"))) || ((data.code === undefined) && (missing0 = "code"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.products === undefined) && (missing0 = "products"))){
validate106.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.status !== undefined){
const _errs1 = errors;
if(!(validate107(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created !== undefined){
const _errs2 = errors;
if(!(validate73(data.created, {instancePath:instancePath+"/created",parentData:data,parentDataProperty:"created",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payment_status !== undefined){
const _errs3 = errors;
if(!(validate110(data.payment_status, {instancePath:instancePath+"/payment_status",parentData:data,parentDataProperty:"payment_status",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs4 = errors;
if(typeof data.code !== "string"){
validate106.errors = [{instancePath:instancePath+"/code",keyword:"type"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
const _errs6 = errors;
if(!(typeof data.amount == "number")){
validate106.errors = [{instancePath:instancePath+"/amount",keyword:"type"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs8 = errors;
if(typeof data.currency !== "string"){
validate106.errors = [{instancePath:instancePath+"/currency",keyword:"type"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data6 = data.description;
const _errs10 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate106.errors = [{instancePath:instancePath+"/description",keyword:"type"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data7 = data.reason;
const _errs12 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate106.errors = [{instancePath:instancePath+"/reason",keyword:"type"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.products !== undefined){
let data8 = data.products;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs16 = errors;
if(errors === _errs16){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((((data9.order_product_id === undefined) && (missing1 = "order_product_id")) || ((data9.name === undefined) && (missing1 = "name"))) || ((data9.qty === undefined) && (missing1 = "qty"))){
validate106.errors = [{instancePath:instancePath+"/products/" + i0,keyword:"required"}];
return false;
}
else {
if(data9.order_product_id !== undefined){
let data10 = data9.order_product_id;
const _errs18 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate106.errors = [{instancePath:instancePath+"/products/" + i0+"/order_product_id",keyword:"type"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.name !== undefined){
const _errs20 = errors;
if(typeof data9.name !== "string"){
validate106.errors = [{instancePath:instancePath+"/products/" + i0+"/name",keyword:"type"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.qty !== undefined){
let data12 = data9.qty;
const _errs22 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate106.errors = [{instancePath:instancePath+"/products/" + i0+"/qty",keyword:"type"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/products/" + i0,keyword:"type"}];
return false;
}
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
}
else {
validate106.errors = [{instancePath:instancePath+"/products",keyword:"type"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate106.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.collectionMethod === undefined) && (missing0 = "collectionMethod"))) || ((data.dineIn === undefined) && (missing0 = "dineIn"))) || ((data.store === undefined) && (missing0 = "store"))) || ((data.user === undefined) && (missing0 = "user"))) || ((data.car === undefined) && (missing0 = "car"))) || ((data.selfie === undefined) && (missing0 = "selfie"))) || ((data.delivery === undefined) && (missing0 = "delivery"))) || ((data.financial === undefined) && (missing0 = "financial"))) || ((data.payment === undefined) && (missing0 = "payment"))) || ((data.coupon === undefined) && (missing0 = "coupon"))) || ((data.timing === undefined) && (missing0 = "timing"))) || ((data.preparationTime === undefined) && (missing0 = "preparationTime"))) || ((data.products === undefined) && (missing0 = "products"))) || ((data.replacementsValidated === undefined) && (missing0 = "replacementsValidated"))) || ((data.comments === undefined) && (missing0 = "comments"))) || ((data.whereIs === undefined) && (missing0 = "whereIs"))) || ((data.refund === undefined) && (missing0 = "refund"))){
validate32.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate32.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data1 = data.code;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate32.errors = [{instancePath:instancePath+"/code",keyword:"pattern"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/code",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(!(validate33(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collectionMethod !== undefined){
let data3 = data.collectionMethod;
const _errs6 = errors;
if(errors === _errs6){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.id === undefined) && (missing1 = "id")) || ((data3.name === undefined) && (missing1 = "name"))){
validate32.errors = [{instancePath:instancePath+"/collectionMethod",keyword:"required"}];
return false;
}
else {
if(data3.id !== undefined){
const _errs8 = errors;
if(!(validate36(data3.id, {instancePath:instancePath+"/collectionMethod/id",parentData:data3,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.name !== undefined){
const _errs9 = errors;
if(typeof data3.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/collectionMethod/name",keyword:"type"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/collectionMethod",keyword:"type"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dineIn !== undefined){
let data6 = data.dineIn;
const _errs11 = errors;
const _errs12 = errors;
let valid2 = false;
let passing0 = null;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((data6.table === undefined) && (missing2 = "table")){
const err0 = {instancePath:instancePath+"/dineIn",keyword:"required"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data6.table !== undefined){
if(typeof data6.table !== "string"){
const err1 = {instancePath:instancePath+"/dineIn/table",keyword:"type"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/dineIn",keyword:"type"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs17 = errors;
if(data6 !== null){
const err3 = {instancePath:instancePath+"/dineIn",keyword:"type"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err4 = {instancePath:instancePath+"/dineIn",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store !== undefined){
const _errs19 = errors;
if(!(validate38(data.store, {instancePath:instancePath+"/store",parentData:data,parentDataProperty:"store",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs20 = errors;
if(!(validate40(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.car !== undefined){
let data10 = data.car;
const _errs21 = errors;
const _errs22 = errors;
let valid4 = false;
let passing1 = null;
const _errs23 = errors;
if(!(validate48(data10, {instancePath:instancePath+"/car",parentData:data,parentDataProperty:"car",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs24 = errors;
if(data10 !== null){
const err5 = {instancePath:instancePath+"/car",keyword:"type"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err6 = {instancePath:instancePath+"/car",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.selfie !== undefined){
let data11 = data.selfie;
const _errs26 = errors;
const _errs27 = errors;
let valid5 = false;
let passing2 = null;
const _errs28 = errors;
if(!(validate41(data11, {instancePath:instancePath+"/selfie",parentData:data,parentDataProperty:"selfie",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid2 = _errs28 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs29 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/selfie",keyword:"type"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
}
if(!valid5){
const err8 = {instancePath:instancePath+"/selfie",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delivery !== undefined){
let data12 = data.delivery;
const _errs31 = errors;
const _errs32 = errors;
let valid6 = false;
let passing3 = null;
const _errs33 = errors;
if(!(validate52(data12, {instancePath:instancePath+"/delivery",parentData:data,parentDataProperty:"delivery",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid3 = _errs33 === errors;
if(_valid3){
valid6 = true;
passing3 = 0;
}
const _errs34 = errors;
if(data12 !== null){
const err9 = {instancePath:instancePath+"/delivery",keyword:"type"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid6){
valid6 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid6 = true;
passing3 = 1;
}
}
if(!valid6){
const err10 = {instancePath:instancePath+"/delivery",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.financial !== undefined){
const _errs36 = errors;
if(!(validate66(data.financial, {instancePath:instancePath+"/financial",parentData:data,parentDataProperty:"financial",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payment !== undefined){
let data14 = data.payment;
const _errs37 = errors;
if(errors === _errs37){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing3;
if(((data14.method === undefined) && (missing3 = "method")) || ((data14.method_name === undefined) && (missing3 = "method_name"))){
validate32.errors = [{instancePath:instancePath+"/payment",keyword:"required"}];
return false;
}
else {
if(data14.method !== undefined){
let data15 = data14.method;
const _errs39 = errors;
if(errors === _errs39){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing4;
if((data15.id === undefined) && (missing4 = "id")){
validate32.errors = [{instancePath:instancePath+"/payment/method",keyword:"required"}];
return false;
}
else {
if(data15.id !== undefined){
if(!(validate70(data15.id, {instancePath:instancePath+"/payment/method/id",parentData:data15,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/payment/method",keyword:"type"}];
return false;
}
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data14.method_name !== undefined){
const _errs42 = errors;
if(typeof data14.method_name !== "string"){
validate32.errors = [{instancePath:instancePath+"/payment/method_name",keyword:"type"}];
return false;
}
var valid7 = _errs42 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/payment",keyword:"type"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.coupon !== undefined){
let data18 = data.coupon;
const _errs44 = errors;
const _errs45 = errors;
let valid9 = false;
let passing4 = null;
const _errs46 = errors;
if(errors === _errs46){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing5;
if((data18.code === undefined) && (missing5 = "code")){
const err11 = {instancePath:instancePath+"/coupon",keyword:"required"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data18.code !== undefined){
if(typeof data18.code !== "string"){
const err12 = {instancePath:instancePath+"/coupon/code",keyword:"type"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/coupon",keyword:"type"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid4 = _errs46 === errors;
if(_valid4){
valid9 = true;
passing4 = 0;
}
const _errs50 = errors;
if(data18 !== null){
const err14 = {instancePath:instancePath+"/coupon",keyword:"type"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs50 === errors;
if(_valid4 && valid9){
valid9 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid9 = true;
passing4 = 1;
}
}
if(!valid9){
const err15 = {instancePath:instancePath+"/coupon",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timing !== undefined){
const _errs52 = errors;
if(!(validate72(data.timing, {instancePath:instancePath+"/timing",parentData:data,parentDataProperty:"timing",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preparationTime !== undefined){
let data21 = data.preparationTime;
const _errs53 = errors;
if((!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))) && (data21 !== null)){
validate32.errors = [{instancePath:instancePath+"/preparationTime",keyword:"type"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.products !== undefined){
let data22 = data.products;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data22)){
var valid11 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
const _errs57 = errors;
if(!(validate90(data22[i0], {instancePath:instancePath+"/products/" + i0,parentData:data22,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid11 = _errs57 === errors;
if(!valid11){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/products",keyword:"type"}];
return false;
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replacementsValidated !== undefined){
const _errs58 = errors;
if(typeof data.replacementsValidated !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/replacementsValidated",keyword:"type"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comments !== undefined){
let data25 = data.comments;
const _errs60 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate32.errors = [{instancePath:instancePath+"/comments",keyword:"type"}];
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.whereIs !== undefined){
let data26 = data.whereIs;
const _errs62 = errors;
const _errs63 = errors;
let valid12 = false;
let passing5 = null;
const _errs64 = errors;
if(!(validate100(data26, {instancePath:instancePath+"/whereIs",parentData:data,parentDataProperty:"whereIs",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var _valid5 = _errs64 === errors;
if(_valid5){
valid12 = true;
passing5 = 0;
}
const _errs65 = errors;
if(data26 !== null){
const err16 = {instancePath:instancePath+"/whereIs",keyword:"type"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs65 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid12 = true;
passing5 = 1;
}
}
if(!valid12){
const err17 = {instancePath:instancePath+"/whereIs",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refund !== undefined){
let data27 = data.refund;
const _errs67 = errors;
const _errs68 = errors;
let valid13 = false;
let passing6 = null;
const _errs69 = errors;
if(!(validate106(data27, {instancePath:instancePath+"/refund",parentData:data,parentDataProperty:"refund",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
var _valid6 = _errs69 === errors;
if(_valid6){
valid13 = true;
passing6 = 0;
}
const _errs70 = errors;
if(data27 !== null){
const err18 = {instancePath:instancePath+"/refund",keyword:"type"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs70 === errors;
if(_valid6 && valid13){
valid13 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid13 = true;
passing6 = 1;
}
}
if(!valid13){
const err19 = {instancePath:instancePath+"/refund",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate31.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate31.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("order_new" !== data0){
validate31.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.order === undefined) && (missing1 = "order")){
validate31.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order !== undefined){
if(!(validate32(data1.order, {instancePath:instancePath+"/payload/order",parentData:data1,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate31.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_order_updated = validate114;
const schema44 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"order_updated"},"payload":{"type":"object","required":["order"],"properties":{"order":{"$ref":"#/components/schemas/Order"}}}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate114.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate114.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("order_updated" !== data0){
validate114.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.order === undefined) && (missing1 = "order")){
validate114.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order !== undefined){
if(!(validate32(data1.order, {instancePath:instancePath+"/payload/order",parentData:data1,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate114.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_pending_orders_update = validate116;
const schema45 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"pending_orders_update"},"payload":{"type":"object","required":["orders"],"properties":{"orders":{"type":"array","items":{"$ref":"#/components/schemas/Order"}}}}}};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate116.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate116.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("pending_orders_update" !== data0){
validate116.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.orders === undefined) && (missing1 = "orders")){
validate116.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.orders !== undefined){
let data2 = data1.orders;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate32(data2[i0], {instancePath:instancePath+"/payload/orders/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/payload/orders",keyword:"type"}];
return false;
}
}
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate116.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_order_status_changed = validate118;
const schema46 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"order_status_changed"},"payload":{"type":"object","required":["order_id","code","status","order"],"properties":{"order_id":{"type":"integer"},"code":{"type":"string"},"status":{"$ref":"#/components/schemas/OrderStatus"},"order":{"$ref":"#/components/schemas/Order"}}}}};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate118.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate118.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("order_status_changed" !== data0){
validate118.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.order_id === undefined) && (missing1 = "order_id")) || ((data1.code === undefined) && (missing1 = "code"))) || ((data1.status === undefined) && (missing1 = "status"))) || ((data1.order === undefined) && (missing1 = "order"))){
validate118.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order_id !== undefined){
let data2 = data1.order_id;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate118.errors = [{instancePath:instancePath+"/payload/order_id",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.code !== undefined){
const _errs7 = errors;
if(typeof data1.code !== "string"){
validate118.errors = [{instancePath:instancePath+"/payload/code",keyword:"type"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.status !== undefined){
const _errs9 = errors;
if(!(validate33(data1.status, {instancePath:instancePath+"/payload/status",parentData:data1,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.order !== undefined){
const _errs10 = errors;
if(!(validate32(data1.order, {instancePath:instancePath+"/payload/order",parentData:data1,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate118.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate118.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_customer_status = validate121;
const schema47 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"customer_status"},"payload":{"type":"object","required":["order_id","status"],"properties":{"order_id":{"type":"integer"},"status":{"type":"object","required":["id"],"properties":{"id":{"$ref":"#/components/schemas/CustomerStatusId"}}},"minutes":{"type":["integer","null"],"minimum":0},"location":{"oneOf":[{"$ref":"#/components/schemas/CustomerLocation"},{"type":"null"}]}}}}};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate121.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate121.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("customer_status" !== data0){
validate121.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.order_id === undefined) && (missing1 = "order_id")) || ((data1.status === undefined) && (missing1 = "status"))){
validate121.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order_id !== undefined){
let data2 = data1.order_id;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate121.errors = [{instancePath:instancePath+"/payload/order_id",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.status !== undefined){
let data3 = data1.status;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.id === undefined) && (missing2 = "id")){
validate121.errors = [{instancePath:instancePath+"/payload/status",keyword:"required"}];
return false;
}
else {
if(data3.id !== undefined){
if(!(validate43(data3.id, {instancePath:instancePath+"/payload/status/id",parentData:data3,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/payload/status",keyword:"type"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.minutes !== undefined){
let data5 = data1.minutes;
const _errs10 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate121.errors = [{instancePath:instancePath+"/payload/minutes",keyword:"type"}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate121.errors = [{instancePath:instancePath+"/payload/minutes",keyword:"minimum"}];
return false;
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.location !== undefined){
let data6 = data1.location;
const _errs12 = errors;
const _errs13 = errors;
let valid3 = false;
let passing0 = null;
const _errs14 = errors;
if(!(validate45(data6, {instancePath:instancePath+"/payload/location",parentData:data1,parentDataProperty:"location",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data6 !== null){
const err0 = {instancePath:instancePath+"/payload/location",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err1 = {instancePath:instancePath+"/payload/location",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate121.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate121.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_customer_location = validate124;
const schema48 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"customer_location"},"payload":{"type":"object","required":["order_id","location"],"properties":{"order_id":{"type":"integer"},"location":{"$ref":"#/components/schemas/CustomerLocation"}}}}};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate124.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate124.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("customer_location" !== data0){
validate124.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.order_id === undefined) && (missing1 = "order_id")) || ((data1.location === undefined) && (missing1 = "location"))){
validate124.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order_id !== undefined){
let data2 = data1.order_id;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate124.errors = [{instancePath:instancePath+"/payload/order_id",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.location !== undefined){
const _errs7 = errors;
if(!(validate45(data1.location, {instancePath:instancePath+"/payload/location",parentData:data1,parentDataProperty:"location",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate124.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate124.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate124.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_customer_message = validate126;
const schema49 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"customer_message"},"payload":{"type":"object","required":["order"],"properties":{"order":{"$ref":"#/components/schemas/Order"}}}}};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate126.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate126.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("customer_message" !== data0){
validate126.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.order === undefined) && (missing1 = "order")){
validate126.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.order !== undefined){
if(!(validate32(data1.order, {instancePath:instancePath+"/payload/order",parentData:data1,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
}
else {
validate126.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate126.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_store_status = validate128;
const schema50 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"store_status"},"payload":{"type":"object","required":["status","busy_timer_mins","busy_until"],"properties":{"status":{"$ref":"#/components/schemas/StoreStatus"},"busy_timer_mins":{"oneOf":[{"$ref":"#/components/schemas/BusyMinutes"},{"type":"null"}]},"busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"changed_by":{"type":["integer","null"]}}}}};
const schema51 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"#/components/schemas/StoreStatusId"},"name":{"type":"string"}}};
const schema52 = {"type":"integer","enum":[0,1,2,3]};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate130.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((((data === 0) || (data === 1)) || (data === 2)) || (data === 3))){
validate130.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate130.errors = vErrors;
return errors === 0;
}


function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate129.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate130(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate129.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate129.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}

const schema53 = {"type":"integer","enum":[5,10,15,20,30,60]};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate133.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((((((data === 5) || (data === 10)) || (data === 15)) || (data === 20)) || (data === 30)) || (data === 60))){
validate133.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate133.errors = vErrors;
return errors === 0;
}


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate128.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate128.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("store_status" !== data0){
validate128.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.status === undefined) && (missing1 = "status")) || ((data1.busy_timer_mins === undefined) && (missing1 = "busy_timer_mins"))) || ((data1.busy_until === undefined) && (missing1 = "busy_until"))){
validate128.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.status !== undefined){
const _errs5 = errors;
if(!(validate129(data1.status, {instancePath:instancePath+"/payload/status",parentData:data1,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.busy_timer_mins !== undefined){
let data3 = data1.busy_timer_mins;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = false;
let passing0 = null;
const _errs8 = errors;
if(!(validate133(data3, {instancePath:instancePath+"/payload/busy_timer_mins",parentData:data1,parentDataProperty:"busy_timer_mins",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs9 = errors;
if(data3 !== null){
const err0 = {instancePath:instancePath+"/payload/busy_timer_mins",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err1 = {instancePath:instancePath+"/payload/busy_timer_mins",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate128.errors = vErrors;
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.busy_until !== undefined){
const _errs11 = errors;
if(!(validate75(data1.busy_until, {instancePath:instancePath+"/payload/busy_until",parentData:data1,parentDataProperty:"busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.changed_by !== undefined){
let data5 = data1.changed_by;
const _errs12 = errors;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
validate128.errors = [{instancePath:instancePath+"/payload/changed_by",keyword:"type"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate128.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_store_visibility = validate136;
const schema54 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"store_visibility"},"payload":{"$ref":"#/components/schemas/StoreVisibility"}}};
const schema55 = {"type":"object","required":["visible","visible_until"],"properties":{"visible":{"type":"boolean"},"visible_until":{"$ref":"#/components/schemas/DateTime"}}};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.visible === undefined) && (missing0 = "visible")) || ((data.visible_until === undefined) && (missing0 = "visible_until"))){
validate137.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.visible !== undefined){
const _errs1 = errors;
if(typeof data.visible !== "boolean"){
validate137.errors = [{instancePath:instancePath+"/visible",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.visible_until !== undefined){
const _errs3 = errors;
if(!(validate73(data.visible_until, {instancePath:instancePath+"/visible_until",parentData:data,parentDataProperty:"visible_until",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate137.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}


function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate136.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate136.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("store_visibility" !== data0){
validate136.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs3 = errors;
if(!(validate137(data.payload, {instancePath:instancePath+"/payload",parentData:data,parentDataProperty:"payload",rootData}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate136.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate136.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_busy_timer = validate140;
const schema56 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"busy_timer"},"payload":{"type":"object","required":["in_minutes","busy_until"],"properties":{"in_minutes":{"type":"integer","minimum":0},"busy_until":{"$ref":"#/components/schemas/DateTime"}}}}};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate140.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate140.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("busy_timer" !== data0){
validate140.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.in_minutes === undefined) && (missing1 = "in_minutes")) || ((data1.busy_until === undefined) && (missing1 = "busy_until"))){
validate140.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.in_minutes !== undefined){
let data2 = data1.in_minutes;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate140.errors = [{instancePath:instancePath+"/payload/in_minutes",keyword:"type"}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate140.errors = [{instancePath:instancePath+"/payload/in_minutes",keyword:"minimum"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.busy_until !== undefined){
const _errs7 = errors;
if(!(validate73(data1.busy_until, {instancePath:instancePath+"/payload/busy_until",parentData:data1,parentDataProperty:"busy_until",rootData}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate140.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate140.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate140.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_collection_availability = validate142;
const schema57 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"collection_availability"},"payload":{"type":"object","required":["collection_method"],"properties":{"collection_method":{"$ref":"#/components/schemas/CollectionAvailability"}}}}};
const schema58 = {"type":"object","required":["dt_available","dt_busy_mins","dt_precedence","di_available","di_busy_mins","di_precedence","wt_available","wt_busy_mins","wt_precedence","sh_available","sh_busy_mins","sh_precedence","od_available","od_busy_mins","od_precedence","hd_available","hd_busy_mins","hd_precedence"],"properties":{"dt_available":{"type":"boolean"},"dt_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"dt_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"dt_precedence":{"type":"integer"},"di_available":{"type":"boolean"},"di_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"di_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"di_precedence":{"type":"integer"},"wt_available":{"type":"boolean"},"wt_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"wt_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"wt_precedence":{"type":"integer"},"sh_available":{"type":"boolean"},"sh_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"sh_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"sh_precedence":{"type":"integer"},"od_available":{"type":"boolean"},"od_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"od_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"od_precedence":{"type":"integer"},"hd_available":{"type":"boolean"},"hd_busy_mins":{"$ref":"#/components/schemas/NullableCollectionBusyMinutes"},"hd_busy_until":{"$ref":"#/components/schemas/NullableDateTime"},"hd_precedence":{"type":"integer"}}};
const schema59 = {"oneOf":[{"$ref":"#/components/schemas/CollectionBusyMinutes"},{"type":"null"}]};
const schema60 = {"type":"integer","enum":[5,10,15,20,30,45,60,75,90]};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate145.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!(((((((((data === 5) || (data === 10)) || (data === 15)) || (data === 20)) || (data === 30)) || (data === 45)) || (data === 60)) || (data === 75)) || (data === 90))){
validate145.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate145.errors = vErrors;
return errors === 0;
}


function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate144.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate144.errors = vErrors;
return errors === 0;
}


function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((data.dt_available === undefined) && (missing0 = "dt_available")) || ((data.dt_busy_mins === undefined) && (missing0 = "dt_busy_mins"))) || ((data.dt_precedence === undefined) && (missing0 = "dt_precedence"))) || ((data.di_available === undefined) && (missing0 = "di_available"))) || ((data.di_busy_mins === undefined) && (missing0 = "di_busy_mins"))) || ((data.di_precedence === undefined) && (missing0 = "di_precedence"))) || ((data.wt_available === undefined) && (missing0 = "wt_available"))) || ((data.wt_busy_mins === undefined) && (missing0 = "wt_busy_mins"))) || ((data.wt_precedence === undefined) && (missing0 = "wt_precedence"))) || ((data.sh_available === undefined) && (missing0 = "sh_available"))) || ((data.sh_busy_mins === undefined) && (missing0 = "sh_busy_mins"))) || ((data.sh_precedence === undefined) && (missing0 = "sh_precedence"))) || ((data.od_available === undefined) && (missing0 = "od_available"))) || ((data.od_busy_mins === undefined) && (missing0 = "od_busy_mins"))) || ((data.od_precedence === undefined) && (missing0 = "od_precedence"))) || ((data.hd_available === undefined) && (missing0 = "hd_available"))) || ((data.hd_busy_mins === undefined) && (missing0 = "hd_busy_mins"))) || ((data.hd_precedence === undefined) && (missing0 = "hd_precedence"))){
validate143.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.dt_available !== undefined){
const _errs1 = errors;
if(typeof data.dt_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/dt_available",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dt_busy_mins !== undefined){
const _errs3 = errors;
if(!(validate144(data.dt_busy_mins, {instancePath:instancePath+"/dt_busy_mins",parentData:data,parentDataProperty:"dt_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dt_busy_until !== undefined){
const _errs4 = errors;
if(!(validate75(data.dt_busy_until, {instancePath:instancePath+"/dt_busy_until",parentData:data,parentDataProperty:"dt_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dt_precedence !== undefined){
let data3 = data.dt_precedence;
const _errs5 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate143.errors = [{instancePath:instancePath+"/dt_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.di_available !== undefined){
const _errs7 = errors;
if(typeof data.di_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/di_available",keyword:"type"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.di_busy_mins !== undefined){
const _errs9 = errors;
if(!(validate144(data.di_busy_mins, {instancePath:instancePath+"/di_busy_mins",parentData:data,parentDataProperty:"di_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.di_busy_until !== undefined){
const _errs10 = errors;
if(!(validate75(data.di_busy_until, {instancePath:instancePath+"/di_busy_until",parentData:data,parentDataProperty:"di_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.di_precedence !== undefined){
let data7 = data.di_precedence;
const _errs11 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate143.errors = [{instancePath:instancePath+"/di_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wt_available !== undefined){
const _errs13 = errors;
if(typeof data.wt_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/wt_available",keyword:"type"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wt_busy_mins !== undefined){
const _errs15 = errors;
if(!(validate144(data.wt_busy_mins, {instancePath:instancePath+"/wt_busy_mins",parentData:data,parentDataProperty:"wt_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wt_busy_until !== undefined){
const _errs16 = errors;
if(!(validate75(data.wt_busy_until, {instancePath:instancePath+"/wt_busy_until",parentData:data,parentDataProperty:"wt_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wt_precedence !== undefined){
let data11 = data.wt_precedence;
const _errs17 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate143.errors = [{instancePath:instancePath+"/wt_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sh_available !== undefined){
const _errs19 = errors;
if(typeof data.sh_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/sh_available",keyword:"type"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sh_busy_mins !== undefined){
const _errs21 = errors;
if(!(validate144(data.sh_busy_mins, {instancePath:instancePath+"/sh_busy_mins",parentData:data,parentDataProperty:"sh_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sh_busy_until !== undefined){
const _errs22 = errors;
if(!(validate75(data.sh_busy_until, {instancePath:instancePath+"/sh_busy_until",parentData:data,parentDataProperty:"sh_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sh_precedence !== undefined){
let data15 = data.sh_precedence;
const _errs23 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate143.errors = [{instancePath:instancePath+"/sh_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.od_available !== undefined){
const _errs25 = errors;
if(typeof data.od_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/od_available",keyword:"type"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.od_busy_mins !== undefined){
const _errs27 = errors;
if(!(validate144(data.od_busy_mins, {instancePath:instancePath+"/od_busy_mins",parentData:data,parentDataProperty:"od_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.od_busy_until !== undefined){
const _errs28 = errors;
if(!(validate75(data.od_busy_until, {instancePath:instancePath+"/od_busy_until",parentData:data,parentDataProperty:"od_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.od_precedence !== undefined){
let data19 = data.od_precedence;
const _errs29 = errors;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
validate143.errors = [{instancePath:instancePath+"/od_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hd_available !== undefined){
const _errs31 = errors;
if(typeof data.hd_available !== "boolean"){
validate143.errors = [{instancePath:instancePath+"/hd_available",keyword:"type"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hd_busy_mins !== undefined){
const _errs33 = errors;
if(!(validate144(data.hd_busy_mins, {instancePath:instancePath+"/hd_busy_mins",parentData:data,parentDataProperty:"hd_busy_mins",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hd_busy_until !== undefined){
const _errs34 = errors;
if(!(validate75(data.hd_busy_until, {instancePath:instancePath+"/hd_busy_until",parentData:data,parentDataProperty:"hd_busy_until",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hd_precedence !== undefined){
let data23 = data.hd_precedence;
const _errs35 = errors;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
validate143.errors = [{instancePath:instancePath+"/hd_precedence",keyword:"type"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate143.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate143.errors = vErrors;
return errors === 0;
}


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate142.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate142.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("collection_availability" !== data0){
validate142.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.collection_method === undefined) && (missing1 = "collection_method")){
validate142.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.collection_method !== undefined){
if(!(validate143(data1.collection_method, {instancePath:instancePath+"/payload/collection_method",parentData:data1,parentDataProperty:"collection_method",rootData}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate142.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_collection_availability_expired = validate160;
const schema61 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"collection_availability_expired"},"payload":{"type":"object","required":["method","collection_method"],"properties":{"method":{"$ref":"#/components/schemas/CollectionMethodPrefix"},"collection_method":{"$ref":"#/components/schemas/CollectionAvailability"}}}}};
const schema62 = {"type":"string","enum":["dt","di","wt","sh","od","hd"]};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate161.errors = [{instancePath,keyword:"type"}];
return false;
}
if(!((((((data === "dt") || (data === "di")) || (data === "wt")) || (data === "sh")) || (data === "od")) || (data === "hd"))){
validate161.errors = [{instancePath,keyword:"enum"}];
return false;
}
validate161.errors = vErrors;
return errors === 0;
}


function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate160.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate160.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("collection_availability_expired" !== data0){
validate160.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.method === undefined) && (missing1 = "method")) || ((data1.collection_method === undefined) && (missing1 = "collection_method"))){
validate160.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.method !== undefined){
const _errs5 = errors;
if(!(validate161(data1.method, {instancePath:instancePath+"/payload/method",parentData:data1,parentDataProperty:"method",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.collection_method !== undefined){
const _errs6 = errors;
if(!(validate143(data1.collection_method, {instancePath:instancePath+"/payload/collection_method",parentData:data1,parentDataProperty:"collection_method",rootData}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate160.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate160.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate160.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_menu_product = validate164;
const schema63 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"menu_product"},"payload":{"type":"object","required":["product"],"properties":{"product":{"$ref":"#/components/schemas/MenuProduct"}}}}};
const schema64 = {"type":"object","required":["id","name","photo","in_stock","category","stock","modifiers"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"photo":{"oneOf":[{"$ref":"#/components/schemas/Image"},{"type":"null"}]},"price":{"type":"number"},"in_stock":{"type":"boolean"},"category":{"type":"object","required":["id"],"properties":{"id":{"type":"integer"}}},"stock":{"oneOf":[{"$ref":"#/components/schemas/Stock"},{"type":"null"}]},"modifiers":{"type":"array","items":{"$ref":"#/components/schemas/MenuModifier"}}}};
const schema65 = {"type":"object","required":["current"],"properties":{"current":{"type":"integer","minimum":0}}};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.current === undefined) && (missing0 = "current")){
validate167.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.current !== undefined){
let data0 = data.current;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate167.errors = [{instancePath:instancePath+"/current",keyword:"type"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate167.errors = [{instancePath:instancePath+"/current",keyword:"minimum"}];
return false;
}
}
}
}
}
}
else {
validate167.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate167.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"object","required":["id","name","min_choices","choices"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"min_choices":{"type":"integer","minimum":0},"choices":{"type":"array","items":{"$ref":"#/components/schemas/MenuChoice"}}}};
const schema67 = {"type":"object","required":["id","name","in_stock","stock"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"in_stock":{"type":"boolean"},"price":{"type":"number"},"stock":{"oneOf":[{"$ref":"#/components/schemas/Stock"},{"type":"null"}]}}};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.in_stock === undefined) && (missing0 = "in_stock"))) || ((data.stock === undefined) && (missing0 = "stock"))){
validate170.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate170.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate170.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.in_stock !== undefined){
const _errs5 = errors;
if(typeof data.in_stock !== "boolean"){
validate170.errors = [{instancePath:instancePath+"/in_stock",keyword:"type"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
const _errs7 = errors;
if(!(typeof data.price == "number")){
validate170.errors = [{instancePath:instancePath+"/price",keyword:"type"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stock !== undefined){
let data4 = data.stock;
const _errs9 = errors;
const _errs10 = errors;
let valid1 = false;
let passing0 = null;
const _errs11 = errors;
if(!(validate167(data4, {instancePath:instancePath+"/stock",parentData:data,parentDataProperty:"stock",rootData}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if(data4 !== null){
const err0 = {instancePath:instancePath+"/stock",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/stock",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate170.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate170.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate170.errors = vErrors;
return errors === 0;
}


function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.min_choices === undefined) && (missing0 = "min_choices"))) || ((data.choices === undefined) && (missing0 = "choices"))){
validate169.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate169.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate169.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.min_choices !== undefined){
let data2 = data.min_choices;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate169.errors = [{instancePath:instancePath+"/min_choices",keyword:"type"}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate169.errors = [{instancePath:instancePath+"/min_choices",keyword:"minimum"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choices !== undefined){
let data3 = data.choices;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate170(data3[i0], {instancePath:instancePath+"/choices/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate169.errors = [{instancePath:instancePath+"/choices",keyword:"type"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate169.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}


function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.photo === undefined) && (missing0 = "photo"))) || ((data.in_stock === undefined) && (missing0 = "in_stock"))) || ((data.category === undefined) && (missing0 = "category"))) || ((data.stock === undefined) && (missing0 = "stock"))) || ((data.modifiers === undefined) && (missing0 = "modifiers"))){
validate165.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate165.errors = [{instancePath:instancePath+"/id",keyword:"type"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate165.errors = [{instancePath:instancePath+"/name",keyword:"type"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.photo !== undefined){
let data2 = data.photo;
const _errs5 = errors;
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if(!(validate41(data2, {instancePath:instancePath+"/photo",parentData:data,parentDataProperty:"photo",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/photo",keyword:"type"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/photo",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate165.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
const _errs10 = errors;
if(!(typeof data.price == "number")){
validate165.errors = [{instancePath:instancePath+"/price",keyword:"type"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.in_stock !== undefined){
const _errs12 = errors;
if(typeof data.in_stock !== "boolean"){
validate165.errors = [{instancePath:instancePath+"/in_stock",keyword:"type"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.category !== undefined){
let data5 = data.category;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((data5.id === undefined) && (missing1 = "id")){
validate165.errors = [{instancePath:instancePath+"/category",keyword:"required"}];
return false;
}
else {
if(data5.id !== undefined){
let data6 = data5.id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate165.errors = [{instancePath:instancePath+"/category/id",keyword:"type"}];
return false;
}
}
}
}
else {
validate165.errors = [{instancePath:instancePath+"/category",keyword:"type"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stock !== undefined){
let data7 = data.stock;
const _errs18 = errors;
const _errs19 = errors;
let valid3 = false;
let passing1 = null;
const _errs20 = errors;
if(!(validate167(data7, {instancePath:instancePath+"/stock",parentData:data,parentDataProperty:"stock",rootData}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs21 = errors;
if(data7 !== null){
const err2 = {instancePath:instancePath+"/stock",keyword:"type"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/stock",keyword:"oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate165.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modifiers !== undefined){
let data8 = data.modifiers;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data8)){
var valid4 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs25 = errors;
if(!(validate169(data8[i0], {instancePath:instancePath+"/modifiers/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
var valid4 = _errs25 === errors;
if(!valid4){
break;
}
}
}
else {
validate165.errors = [{instancePath:instancePath+"/modifiers",keyword:"type"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate165.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}


function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate164.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate164.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("menu_product" !== data0){
validate164.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.product === undefined) && (missing1 = "product")){
validate164.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.product !== undefined){
if(!(validate165(data1.product, {instancePath:instancePath+"/payload/product",parentData:data1,parentDataProperty:"product",rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
}
}
}
else {
validate164.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate164.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate164.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_menu_products = validate175;
const schema68 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"menu_products"},"payload":{"type":"object","required":["products"],"properties":{"products":{"type":"array","items":{"$ref":"#/components/schemas/MenuProduct"}}}}}};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate175.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate175.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("menu_products" !== data0){
validate175.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.products === undefined) && (missing1 = "products")){
validate175.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.products !== undefined){
let data2 = data1.products;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate165(data2[i0], {instancePath:instancePath+"/payload/products/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate175.errors = [{instancePath:instancePath+"/payload/products",keyword:"type"}];
return false;
}
}
}
}
}
else {
validate175.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate175.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}

export const RealtimeEvent_maintenance_warning = validate177;
const schema69 = {"type":"object","required":["event","payload"],"properties":{"event":{"type":"string","const":"maintenance_warning"},"payload":{"type":"object","required":["enabled","message_english","message_arabic"],"properties":{"enabled":{"type":"boolean"},"message_english":{"type":"string"},"message_arabic":{"type":"string"}}}}};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.event === undefined) && (missing0 = "event")) || ((data.payload === undefined) && (missing0 = "payload"))){
validate177.errors = [{instancePath,keyword:"required"}];
return false;
}
else {
if(data.event !== undefined){
let data0 = data.event;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate177.errors = [{instancePath:instancePath+"/event",keyword:"type"}];
return false;
}
if("maintenance_warning" !== data0){
validate177.errors = [{instancePath:instancePath+"/event",keyword:"const"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.enabled === undefined) && (missing1 = "enabled")) || ((data1.message_english === undefined) && (missing1 = "message_english"))) || ((data1.message_arabic === undefined) && (missing1 = "message_arabic"))){
validate177.errors = [{instancePath:instancePath+"/payload",keyword:"required"}];
return false;
}
else {
if(data1.enabled !== undefined){
const _errs5 = errors;
if(typeof data1.enabled !== "boolean"){
validate177.errors = [{instancePath:instancePath+"/payload/enabled",keyword:"type"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.message_english !== undefined){
const _errs7 = errors;
if(typeof data1.message_english !== "string"){
validate177.errors = [{instancePath:instancePath+"/payload/message_english",keyword:"type"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.message_arabic !== undefined){
const _errs9 = errors;
if(typeof data1.message_arabic !== "string"){
validate177.errors = [{instancePath:instancePath+"/payload/message_arabic",keyword:"type"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate177.errors = [{instancePath:instancePath+"/payload",keyword:"type"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate177.errors = [{instancePath,keyword:"type"}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

